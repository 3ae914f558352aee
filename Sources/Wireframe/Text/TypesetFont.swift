import AutoLayout
import CCairo
import Foundation

/// A `Font` as the typesetter sets it: the pango description of the typeface chosen for it,
/// the space added between characters and the lines' metrics.
struct TypesetFont {
    let description: PangoFontDescriptionHandle
    /// Points added after every character (San Francisco's tracking, and the stand-in's
    /// correction for its weight and design).
    let letterSpacing: CGFloat
    /// How much wider San Francisco sets each character than the stand-in, as a fraction of
    /// the point size, for a stand-in of the system font (`InterCharacterWidths`); empty
    /// otherwise.
    var characterWidths: [Character: CGFloat] = [:]
    /// Whether `letterSpacing` is the whole of the font's tracking: the system font's, in
    /// place of the tracking table (`trak`) San Francisco's files carry, which HarfBuzz would
    /// otherwise apply on top. Other fonts keep their own table, as CoreText applies it.
    let replacesTrackingTable: Bool
    /// The lines' ascent and descent (UIKit's for the system font, the font's own otherwise)
    /// and the spacing between them.
    let metrics: FontMetrics
    let pointSize: CGFloat

    /// The points added after every character of `paragraph`: the letter spacing, and the mean
    /// of the characters' differences from San Francisco, so that the paragraph is as wide as
    /// San Francisco sets it while pango, spacing it evenly, keeps the stand-in's kerning.
    ///
    /// - Complexity: O(n) in the length of `paragraph` when the font has character widths.
    func letterSpacing(for paragraph: String) -> CGFloat {
        guard !characterWidths.isEmpty else { return letterSpacing }
        var difference: CGFloat = 0
        var count = 0
        for character in paragraph {
            difference += characterWidths[character] ?? 0
            count += 1
        }
        return count == 0 ? letterSpacing : letterSpacing + pointSize * difference / CGFloat(count)
    }

    /// Points as pango units, as pango sets a letter spacing.
    static func units(_ spacing: CGFloat) -> Int32 { Int32((spacing * CGFloat(PANGO_SCALE)).rounded()) }

    /// The attributes every layout of this font carries: the letter spacing (and no tracking
    /// table where it replaces one), no hyphens where a word breaks (UIKit never hyphenates),
    /// and emoji at Apple's width.
    ///
    /// - Parameters:
    ///   - letterSpacing: the points after each character: `letterSpacing(for:)` of the
    ///     paragraph `text` belongs to.
    ///   - emojiScale: the factor that makes the emoji font's glyphs as wide as Apple Color
    ///     Emoji's, asked for only when `text` has emoji.
    /// - Complexity: O(n) in the length of `text`.
    func attributes(for text: String, letterSpacing: CGFloat, emojiScale: @autoclosure () -> CGFloat) -> PangoAttributeListHandle {
        let list = PangoAttributeListHandle()
        let units = Self.units(letterSpacing)
        if units != 0 {
            list.insert(pango_attr_letter_spacing_new(units))
        }
        if replacesTrackingTable {
            list.insert(pango_attr_font_features_new("trak=0"))
        }
        list.insert(pango_attr_insert_hyphens_new(0))
        let ranges = EmojiRanges.utf8Ranges(in: text)
        guard !ranges.isEmpty else { return list }
        let scale = emojiScale()
        guard scale != 1 else { return list }
        let size = Int32((pointSize * scale * CGFloat(PANGO_SCALE)).rounded())
        for range in ranges {
            list.insert(pango_attr_size_new_absolute(size), range: range)
        }
        return list
    }
}

/// A pango attribute list, released with its owner.
final class PangoAttributeListHandle {
    let pointer: OpaquePointer

    init() {
        pointer = pango_attr_list_new()
    }

    deinit {
        pango_attr_list_unref(pointer)
    }

    /// Adds `attribute` (the list takes it) over the whole text, or over a range of UTF-8
    /// bytes.
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, range: Range<Int>? = nil) {
        if let range {
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
        }
        pango_attr_list_insert(pointer, attribute)
    }
}

/// Where a string's emoji are.
enum EmojiRanges {
    /// The UTF-8 byte ranges of the characters shown as emoji: those whose first scalar
    /// presents as emoji by default, or that ask for it with the emoji variation selector.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func utf8Ranges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if isEmoji(character) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound ..< offset + length
                } else {
                    ranges.append(offset ..< offset + length)
                }
            }
            offset += length
        }
        return ranges
    }

    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation
            || (first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
    }
}
