import AutoLayout
import Foundation
import Testing

/// The examples of docs/geometry.md that the seed's (`SeedGeometryTests`) do not cover: a
/// quarter turn, what setting `frame` under a transform does, and a transform through layout.
@Suite struct ViewGeometryTests {
    /// v1 at (113, 111, 132, 194) in a 375 × 667 main view, v2 inset by 10 inside it, v1
    /// turned by 90° about its centre (179, 208).
    private func quarterTurn() -> (main: View, v1: View, v2: View) {
        let (main, v1, v2) = SeedGeometryTests.insetPair()
        v1.transform = CGAffineTransform(rotationAngle: .pi / 2)
        return (main, v1, v2)
    }

    /// The frame is the bounding box; bounds, centre and the alignment rectangle are unchanged.
    @Test func aQuarterTurnSwapsTheFramesSides() {
        let (_, v1, _) = quarterTurn()
        #expect(v1.bounds == CGRect(x: 0, y: 0, width: 132, height: 194))
        #expect(v1.center == CGPoint(x: 179, y: 208))
        expectFrame(v1.alignmentFrame, 113, 111, 132, 194)
        expectFrame(v1.frame, 82, 142, 194, 132)
    }

    /// v2's top-left corner turns to the top right (266, 152); its bounds convert to the
    /// bounding box of the turned corners.
    @Test func conversionGoesThroughTheTransform() {
        let (main, _, v2) = quarterTurn()
        let corner = v2.convert(CGPoint.zero, to: main)
        #expect(abs(corner.x - 266) < 0.001 && abs(corner.y - 152) < 0.001)
        expectFrame(v2.convert(v2.bounds, to: main), 92, 152, 174, 112)
        let back = main.convert(corner, to: v2)
        #expect(abs(back.x) < 0.001 && abs(back.y) < 0.001)
    }

    /// The way back: the box that v2's bounds turn into in main (above) converts back onto
    /// those bounds, v1's 132 × 194 inset by 10 on every side, through `to:` and `from:` alike.
    /// The box is v2's 112 × 174 turned a quarter about v1's centre (179, 208): 174 wide and
    /// 112 high, from (179 - 87, 208 - 56).
    @Test func conversionBackUndoesTheTransform() {
        let (main, _, v2) = quarterTurn()
        let box = CGRect(x: 179 - 87, y: 208 - 56, width: 174, height: 112)
        expectFrame(main.convert(box, to: v2), 0, 0, 132 - 20, 194 - 20)
        expectFrame(v2.convert(box, from: main), 0, 0, 132 - 20, 194 - 20)
    }

    /// `[U]`: setting `frame` under a transform places the untransformed rectangle and keeps
    /// the transform, so the frame read back is the bounding box, not what was set.
    @Test func settingTheFrameUnderATransformPlacesTheUntransformedRectangle() {
        let (_, v1, _) = quarterTurn()
        v1.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(v1.center == CGPoint(x: 50, y: 25))
        #expect(v1.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        expectFrame(v1.frame, 25, -25, 50, 100)
    }

    /// Layout positions the untransformed rectangle and keeps the transform: a 100 × 50 view
    /// 100 pt from the root's leading and top edges, turned by 90°.
    @Test func aTransformSurvivesLayout() {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        expectFrame(box.alignmentFrame, 100, 100, 100, 50)
        #expect(box.center == CGPoint(x: 150, y: 125))
        expectFrame(box.frame, 125, 75, 50, 100)
        #expect(box.transform == CGAffineTransform(rotationAngle: .pi / 2))
    }
}
