import AutoLayout
import CCairo
import Foundation

/// A `Font` as the typesetter sets it: the pango description of the typeface chosen for it,
/// the space added between characters and the lines' metrics.
struct TypesetFont {
    let description: PangoFontDescriptionHandle
    /// Points added between two characters (San Francisco's tracking, and the stand-in's
    /// correction).
    let letterSpacing: CGFloat
    /// Whether `letterSpacing` is the whole of the font's tracking: the system font's, in
    /// place of the tracking table (`trak`) San Francisco's files carry, which HarfBuzz would
    /// otherwise apply on top. Other fonts keep their own table, as CoreText applies it.
    let replacesTrackingTable: Bool
    /// The lines' ascent and descent (UIKit's for the system font, the font's own otherwise)
    /// and the spacing between them.
    let metrics: FontMetrics
    let pointSize: CGFloat

    /// The letter spacing in pango units, as pango sets it.
    var letterSpacingUnits: Int32 { Int32((letterSpacing * CGFloat(PANGO_SCALE)).rounded()) }

    /// The attributes every layout of this font carries: the letter spacing (and no tracking
    /// table where it replaces one), no hyphens where a word breaks (UIKit never hyphenates),
    /// and emoji at Apple's width.
    ///
    /// - Parameter emojiScale: the factor that makes the emoji font's glyphs as wide as Apple
    ///   Color Emoji's, asked for only when `text` has emoji.
    /// - Complexity: O(n) in the length of `text`.
    func attributes(for text: String, emojiScale: @autoclosure () -> CGFloat) -> PangoAttributeListHandle {
        let list = PangoAttributeListHandle()
        if letterSpacing != 0 {
            list.insert(pango_attr_letter_spacing_new(letterSpacingUnits))
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
