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

    /// A frame of any size, however far out, or not finite at all, is filed in at most four
    /// cells (a view 4 294 967 296 points wide took a cell per 64 points, two gigabytes), and
    /// a question about any area looks only where frames are (a line a trillion points long
    /// looked at every cell along it).
    @Test func framesOfAnySizeTakeFourCellsAtMost() {
        let frames = [
            CGRect(x: 0, y: 0, width: 4_294_967_296, height: 20),
            CGRect(x: -1e308, y: 0, width: .infinity, height: 0),
            CGRect(x: CGFloat.nan, y: 5, width: 10, height: .nan),
            CGRect(x: 1e12, y: -1e19, width: 1, height: 1),
            CGRect(x: 10, y: 10, width: 20, height: 20),
        ]
        let grid = FrameGrid(frames)
        let everywhere = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        // A frame comes once per cell it is filed in: the first two take two cells each, the
        // others one.
        var calls = 0
        grid.forEachFrame(near: everywhere) { _ in calls += 1 }
        #expect(calls == 7)
        let line = CGRect(x: 0, y: 15, width: 1e12, height: 0)
        var crossed: [CGRect] = []
        // (Foundation's `intersects` traps on an infinite rectangle.)
        grid.forEachFrame(near: line) { if $0.minY <= line.minY && line.minY <= $0.maxY && $0.minX >= 0 { crossed.append($0) } }
        #expect(crossed == [frames[4], frames[0], frames[0]])
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
