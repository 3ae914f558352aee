import AutoLayout
import Foundation
import Testing

/// Neuburg, "Views" §1.5–1.8 (seed004, examples #42–#54): frame, bounds, center and transform,
/// as UIKit defines them, with no constraints.
@Suite struct SeedGeometryTests {
    /// v1 with v2 inset by 10 inside it (#43's setup).
    static func insetPair() -> (main: View, v1: View, v2: View) {
        let main = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v1 = View(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(frame: v1.bounds.insetBy(dx: 10, dy: 10))
        main.addSubview(v1)
        v1.addSubview(v2)
        return (main, v1, v2)
    }

    /// #42: a subview's frame is in its superview's coordinates, and may overflow it.
    @Test func seed004FramesAreInTheSuperviewsCoordinates() {
        let main = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v1 = View(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(frame: CGRect(x: 41, y: 56, width: 132, height: 194))
        main.addSubview(v1)
        v1.addSubview(v2)
        expectFrame(v2.convert(v2.bounds, to: main), 154, 167, 132, 194)
        #expect(View().frame == .zero)
    }

    /// #43: `v1.bounds` inset by 10 lies 10 pt inside v1 on every side.
    @Test func seed004BoundsInset() {
        let (main, v1, v2) = Self.insetPair()
        expectFrame(v2.frame, 10, 10, 112, 174)
        expectFrame(v1.convert(v2.frame, to: main), 123, 121, 112, 174)
    }

    /// #44: growing the bounds by 20 about the unchanged centre adds 10 on each side.
    @Test func seed004BoundsGrowAboutTheCenter() {
        let (_, _, v2) = Self.insetPair()
        v2.bounds.size.width += 20
        v2.bounds.size.height += 20
        #expect(v2.center == CGPoint(x: 66, y: 97))
        expectFrame(v2.frame, 0, 0, 132, 194)
    }

    /// #45: shifting the superview's bounds origin moves its subviews up and left on screen.
    @Test func seed004BoundsOriginShiftsSubviews() {
        let (main, v1, v2) = Self.insetPair()
        v1.bounds.origin.x += 10
        v1.bounds.origin.y += 10
        expectFrame(v1.frame, 113, 111, 132, 194)
        expectFrame(v2.frame, 10, 10, 112, 174)
        #expect(v2.convert(CGPoint.zero, to: main) == CGPoint(x: 113, y: 111))
    }

    /// #46: converting v1's centre into v1's own coordinates centres v2 in v1.
    @Test func seed004CenterConversion() {
        let (main, v1, v2) = Self.insetPair()
        #expect(v1.center == CGPoint(x: 179, y: 208))
        v2.center = v1.convert(v1.center, from: main)
        #expect(v2.center == CGPoint(x: 66, y: 97))
        expectFrame(v2.frame, 10, 10, 112, 174)
    }

    /// #48: a 45° rotation keeps bounds and centre; the frame is the bounding box,
    /// half-extent (132 + 194)·cos 45° / 2 = 115.2584.
    @Test func seed004RotationKeepsBoundsAndCenter() {
        let (_, v1, v2) = Self.insetPair()
        v1.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(v1.bounds == CGRect(x: 0, y: 0, width: 132, height: 194))
        #expect(v1.center == CGPoint(x: 179, y: 208))
        expectFrame(v1.frame, 63.7416, 92.7416, 230.5168, 230.5168)
        expectFrame(v2.frame, 10, 10, 112, 174)
    }

    /// #49: a horizontal scale of 1.8 stretches the frame about the centre.
    @Test func seed004HorizontalScale() {
        let (_, v1, _) = Self.insetPair()
        v1.transform = CGAffineTransform(scaleX: 1.8, y: 1)
        expectFrame(v1.frame, 60.2, 111, 237.6, 194)
    }

    /// v1 at (20, 111) with v2 covering it (#50's setup).
    private func coveringPair() -> (v1: View, v2: View) {
        let v1 = View(frame: CGRect(x: 20, y: 111, width: 132, height: 194))
        let v2 = View(frame: v1.bounds)
        v1.addSubview(v2)
        return (v1, v2)
    }

    /// #50: translate then rotate: each point is rotated about the centre, then moved 100 right.
    @Test func seed004TranslateThenRotate() {
        let (_, v2) = coveringPair()
        v2.transform = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 4)
        expectFrame(v2.frame, 50.7416, -18.2584, 230.5168, 230.5168)
        #expect(v2.convert(CGPoint(x: 66, y: 97), to: v2.superview).x.distance(to: 166) < 0.001)
    }

    /// #51 and #52: rotate then translate moves along the rotated axis, as `Concat(t, r)` does.
    @Test func seed004RotateThenTranslate() {
        let (_, v2) = coveringPair()
        v2.transform = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 100, y: 0)
        expectFrame(v2.frame, 21.4523, 52.4523, 230.5168, 230.5168)
        let concatenated = CGAffineTransform(translationX: 100, y: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
        v2.transform = concatenated
        expectFrame(v2.frame, 21.4523, 52.4523, 230.5168, 230.5168)
    }

    /// #53: undoing the rotation leaves a diagonal shift of 100·cos 45° = 70.7107.
    @Test func seed004InvertingTheRotation() {
        let (_, v2) = coveringPair()
        let rotation = CGAffineTransform(rotationAngle: .pi / 4)
        v2.transform = CGAffineTransform(translationX: 100, y: 0).concatenating(rotation)
        v2.transform = rotation.inverted().concatenating(v2.transform)  // Concat(Invert(r), transform)
        expectFrame(v2.frame, 70.7107, 70.7107, 132, 194)
    }

    /// #54: the skew x' = x − 0.2·y about the centre shifts the top edge 19.4 right and the
    /// bottom edge 19.4 left.
    @Test func seed004Skew() {
        let (v1, _) = coveringPair()
        v1.transform = CGAffineTransform(a: 1, b: 0, c: -0.2, d: 1, tx: 0, ty: 0)
        expectFrame(v1.frame, 0.6, 111, 170.8, 194)
    }
}
