import Foundation
import Testing
@testable import Wireframe

/// The grid answers exactly what a scan of every frame would, on both sides of the origin
/// and across the growth of its table.
@Suite struct FrameGridTests {
    /// Cell (-1, -1) lies just above and left of the origin, where labels of views at the
    /// window's corner go; its packed key must not read as an empty slot.
    @Test func framesLeftOfAndAboveTheOriginAreFound() {
        let corner = CGRect(x: -40, y: -30, width: 20, height: 10)
        let grid = FrameGrid([corner])
        #expect(grid.contains(near: CGRect(x: -35, y: -25, width: 1, height: 1)) { $0 == corner })
        var near: [CGRect] = []
        grid.forEachFrame(near: CGRect(x: -64, y: -64, width: 10, height: 10)) { near.append($0) }
        #expect(near == [corner])
        #expect(!grid.contains(near: CGRect(x: 10, y: 10, width: 1, height: 1)) { _ in true })
    }

    /// 2 000 frames of many sizes, enough to grow the table several times: every question
    /// gets the frames a scan finds.
    @Test func answersMatchAScanOfEveryFrame() {
        let frames = (0..<2000).map(Self.frame(number:))
        var grid = FrameGrid()
        for frame in frames { grid.insert(frame) }
        #expect(grid.frames == frames)
        for probe in stride(from: -320.0, to: 1600, by: 97) {
            let area = CGRect(x: probe, y: probe / 2, width: 150, height: 90)
            let expected = frames.filter { $0.intersects(area) }
            var found: [CGRect] = []
            grid.forEachFrame(near: area) { if $0.intersects(area) { found.append($0) } }
            #expect(Set(found) == Set(expected))
            #expect(grid.contains(near: area) { $0.intersects(area) } == !expected.isEmpty)
        }
    }

    /// The frames of the test: 50 columns 37 pt apart, rows 29 pt apart, sizes varying.
    static func frame(number index: Int) -> CGRect {
        let x = Double(index % 50) * 37 - 300
        let y = Double(index / 50) * 29 - 200
        let width = Double(10 + index % 90)
        let height = Double(8 + index % 23)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
