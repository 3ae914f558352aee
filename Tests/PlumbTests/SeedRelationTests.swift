import Foundation
import TestSupport
import Testing

/// Seeds whose frames depend on text: the CLI measures labels and text fields with pango in
/// Inter, not UIKit's San Francisco, so the catalog's symbolic sizes (hL for a label's height,
/// wName for its width, hTF for a field's height) are read from the measured views, and every
/// other number follows from them as the catalog derives it.
@Suite("Seed fixtures: frames that follow from measured text")
struct SeedRelationTests {
    /// seed002's stack, catalog reading A: (24, 28, 327, 631).
    static let stack = reported(24, 28, 327, 631)

    /// #19: three labels keep their height h; Date Created (hugging 249) takes the rest.
    @Test func dateLabelTakesTheSlack() throws {
        let report = try PlumbCommand.explain("seed002-date-hugging-249")
        let h = report.frame("nameLabel", 3)
        #expect(h > 0)
        #expect(report.frame("stack") == Self.stack)
        #expect(report.frame("nameLabel") == reported(0, 0, 327, h))
        #expect(report.frame("serialLabel") == reported(0, h, 327, h))
        #expect(report.frame("valueLabel") == reported(0, 2 * h, 327, h))
        #expect(report.frame("dateLabel") == reported(0, 3 * h, 327, 631 - 3 * h))
        #expect(report.diagnostics.isEmpty)
    }

    /// #21: in the name row (spacing 0) the label keeps its width w, the field (CR-H 749)
    /// stretches from w; the row is as high as the field (its CR-V 750 beats the label's
    /// hugging 251 under alignment fill); Date Created takes the rest.
    @Test func nestedNameRow() throws {
        let report = try PlumbCommand.explain("seed002-nested-name-row")
        let w = report.frame("nameLabel", 2)
        let row = report.frame("nameField", 3)
        let h = report.frame("serialLabel", 3)
        #expect(row > h)
        #expect(report.frame("nameRow") == reported(0, 0, 327, row))
        #expect(report.frame("nameLabel") == reported(0, 0, w, row))
        #expect(report.frame("nameField") == reported(w, 0, 327 - w, row))
        #expect(report.frame("serialLabel") == reported(0, row, 327, h))
        #expect(report.frame("valueLabel") == reported(0, row + h, 327, h))
        #expect(report.frame("dateLabel") == reported(0, row + 2 * h, 327, 631 - row - 2 * h))
    }

    /// #22: spacing 8; "the text field shrinks to make room": (w + 8, 0, 319 - w, row).
    @Test func nameRowSpacing() throws {
        let report = try PlumbCommand.explain("seed002-spacing-name-row")
        let w = report.frame("nameLabel", 2)
        let row = report.frame("nameRow", 3)
        #expect(report.frame("nameLabel") == reported(0, 0, w, row))
        #expect(report.frame("nameField") == reported(w + 8, 0, 319 - w, row))
    }

    /// #23: three rows touching (outer spacing 0), each field 8 after its own label, so the
    /// fields' leading edges follow the labels' widths.
    @Test func threeRowsNotAligned() throws {
        let report = try PlumbCommand.explain("seed002-three-rows")
        let row = report.frame("nameRow", 3)
        for (index, name) in ["name", "serial", "value"].enumerated() {
            let w = report.frame("\(name)Label", 2)
            #expect(report.frame("\(name)Row") == reported(0, Double(index) * row, 327, row))
            #expect(report.frame("\(name)Label") == reported(0, 0, w, row))
            #expect(report.frame("\(name)Field") == reported(w + 8, 0, 319 - w, row))
        }
        #expect(report.frame("dateLabel") == reported(0, 3 * row, 327, 631 - 3 * row))
    }

    /// #24 (Fig 13.8), the demo fixture: rows at 0, row + 8 and 2 row + 16; Date Created from
    /// 3 row + 24 to the bottom; the aligned fields make the three labels as wide as the widest
    /// (measured without the alignment, in the three-rows fixture), W, and the fields start at
    /// W + 8.
    @Test func finalDetailScreen() throws {
        let unaligned = try PlumbCommand.explain("seed002-three-rows")
        let widest = ["name", "serial", "value"].map { unaligned.frame("\($0)Label", 2) }.max() ?? 0
        let report = try PlumbCommand.explain("seed002-item-detail")
        let row = report.frame("nameRow", 3)
        #expect(report.frame("form") == Self.stack)
        for (index, name) in ["name", "serial", "value"].enumerated() {
            #expect(report.frame("\(name)Row") == reported(0, Double(index) * (row + 8), 327, row))
            #expect(report.frame("\(name)Label") == reported(0, 0, widest, row))
            #expect(report.frame("\(name)Field") == reported(widest + 8, 0, 319 - widest, row))
            #expect(report.windowFrame("\(name)Field").first == reported(24 + widest + 8, 0, 0, 0).first)
        }
        #expect(report.frame("dateLabel") == reported(0, 3 * row + 24, 327, 631 - 3 * row - 24))
        #expect(report.diagnostics.isEmpty)
    }

    /// #33 after the fix: chapterLabel (hugging and resistance required) keeps its height h on
    /// bookTextView's top, 213.45, centred at x 187.5; avatarView runs from the top guide (20)
    /// to 10 above it.
    @Test func chapterLabelKeepsItsHeight() throws {
        let report = try PlumbCommand.explain("seed003-priorities-chapterlabel")
        let bookTop = 667 - 20 - 667 * 0.65
        let label = report.frame("chapterLabel")
        let h = report.frame("chapterLabel", 3), w = report.frame("chapterLabel", 2)
        #expect(report.frame("bookTextView") == reported(16, bookTop, 343, 667 * 0.65))
        #expect(label == reported(187.5 - w / 2, bookTop - h, w, h))
        #expect(report.frame("avatarView") == reported(16, 20, 343, bookTop - h - 10 - 20))
    }

    /// #34: the title (height hT) at the bottom of the 343 × 200 avatarView, centred; the image
    /// view (an invented 160 × 240 image, resistance 250) squeezed to 200 - hT but as wide as its
    /// image, centred; the icons (three invented 24-pt squares in a row) in the top-right corner.
    @Test func avatarViewActivatedAtOnce() throws {
        let report = try PlumbCommand.explain("seed003-activate-array-avatarview")
        let title = report.frame("titleLabel")
        let hT = report.frame("titleLabel", 3), wT = report.frame("titleLabel", 2)
        #expect(report.frame("avatarView") == reported(16, 20, 343, 200))
        #expect(title == reported((343 - wT) / 2, 200 - hT, wT, hT))
        #expect(report.frame("imageView") == reported((343 - 160) / 2, 0, 160, 200 - hT))
        #expect(report.frame("socialMediaView") == reported(343 - 72, 0, 72, 24))
    }

    /// #35 in regular width: the image view and the title on avatarView's leading edge.
    @Test func avatarViewRegularWidth() throws {
        let report = try PlumbCommand.explain("seed003-sizeclass-avatarview", ["--device", "ipad"])
        let hT = report.frame("titleLabel", 3)
        #expect(report.frame("imageView") == reported(0, 0, 160, 200 - hT))
        #expect(report.frame("titleLabel", 0) == 0)
    }

    /// #36: width == height × 1 (no image): the square image view is 200 - hT on each side,
    /// centred.
    @Test func aspectRatioConstraint() throws {
        let report = try PlumbCommand.explain("seed003-updateconstraints-aspect")
        let side = 200 - report.frame("titleLabel", 3)
        #expect(report.frame("imageView") == reported((343 - side) / 2, 0, side, side))
    }
}
