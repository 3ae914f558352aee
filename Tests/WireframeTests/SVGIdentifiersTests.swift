import Foundation
import Testing
@testable import Wireframe

/// Cairo's process-wide group and image names, renumbered by first appearance.
@Suite("SVG identifiers")
struct SVGIdentifiersTests {
    /// Definitions and uses of `surfaceN` and `imageN` are numbered from 1 per prefix, in the
    /// order they first appear; a prefix without digits, one not after a quote or a `#`, and
    /// other names stay as they are.
    @Test func namesAreRenumberedInOrderOfFirstAppearance() {
        let svg = ##"<g id="surface12"><use xlink:href="#surface40"/><image id="image7"/>"##
            + ##"<use href="#surface12"/><use href="#image7"/><path id="glyph0-3"/><g id="surface"/>"##
            + ##"<use href="#image"/> surface5 <use href="#surface9"/>"surface123456789012"##
        let expected = ##"<g id="surface1"><use xlink:href="#surface2"/><image id="image1"/>"##
            + ##"<use href="#surface1"/><use href="#image1"/><path id="glyph0-3"/><g id="surface"/>"##
            + ##"<use href="#image"/> surface5 <use href="#surface3"/>"surface4"##
        #expect(String(decoding: SVGIdentifiers.renumbered(Data(svg.utf8)), as: UTF8.self) == expected)
    }

    /// A document that ends in a name, or in a prefix, keeps its last bytes.
    @Test func aNameAtTheEndIsRenumbered() {
        #expect(String(decoding: SVGIdentifiers.renumbered(Data(##"x "image3"##.utf8)), as: UTF8.self) == ##"x "image1"##)
        #expect(String(decoding: SVGIdentifiers.renumbered(Data(##"x #imag"##.utf8)), as: UTF8.self) == ##"x #imag"##)
        #expect(SVGIdentifiers.renumbered(Data()).isEmpty)
    }
}
