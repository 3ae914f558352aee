/// The first XML syntax error in a document, with what the reader knew when the parser met it,
/// and the message that says, in a storyboard author's words, what is wrong and what would be
/// right.
///
/// FoundationXML on Linux passes libxml2's own error numbers (`xmlParserErrors` in libxml2's
/// `xmlerror.h`), not the raw values of `XMLParser.ErrorCode`, which are numbered otherwise;
/// its own text for them is "The operation could not be completed", so the numbers are read
/// here. A number not listed keeps it, for a bug report.
struct IBXMLSyntaxError {
    /// Where the parser met the error: 1-based line and column (in Unicode scalars).
    let line: Int
    let column: Int
    /// libxml2's number for the error.
    let code: Int
    /// The innermost element still open then: its tag and the line of its start tag.
    let innermost: (tag: String, line: Int)?
    /// Whether the document element had already ended.
    let isAfterDocumentElement: Bool
    /// Whether the error is where the data ends.
    let isAtEndOfData: Bool
    /// Whether the error comes right after an `&`: libxml2 reports an ampersand followed by no
    /// name as a missing name (68), as it does a missing attribute name.
    let isAfterAmpersand: Bool

    /// What is wrong, and what would be right.
    var message: String {
        if isAfterDocumentElement {
            return "malformed XML: text after the end of the document element; a document is one element, "
                + "<document>, and nothing follows it"
        }
        if code == Self.endTagMismatch, let innermost {
            return "malformed XML: this end tag does not close <\(innermost.tag)> (line \(innermost.line)), the innermost "
                + "element open; each element ends with its own end tag, innermost first"
        }
        let problem = isAfterAmpersand ? Self.entityWithoutName : code
        if isAtEndOfData, !Self.placedWhereTheyAre.contains(problem), let innermost {
            return "malformed XML: the file ends inside <\(innermost.tag)> (line \(innermost.line)), before its end tag; "
                + "the document is cut short"
        }
        return Self.problems[problem] ?? "malformed XML (libxml2 error \(code)); expected an Interface Builder document (.storyboard or .xib XML)"
    }

    /// libxml2's number for an end tag that does not match the innermost open element
    /// (`XML_ERR_TAG_NAME_MISMATCH`): the parser reports it after the end tag's `>`.
    static let endTagMismatch = 76
    /// libxml2's number for an `&` with no name after it.
    private static let entityWithoutName = 22
    /// The errors that say what is wrong even at the end of the data (an unclosed comment
    /// runs to it): the others there mean the file was cut short.
    private static let placedWhereTheyAre: Set<Int> = [45, entityWithoutName]

    /// libxml2's errors that a damaged or hand-edited document meets, by number.
    private static let problems: [Int: String] = {
        let empty = "the file is not an XML document; expected an Interface Builder document (.storyboard or .xib XML)"
        let attribute = "malformed XML: an attribute's value is not in quotes, or its closing quote is missing; "
            + "Interface Builder writes name=\"value\""
        let entity = "malformed XML: an '&' that starts no character reference; an ampersand in text is written &amp;"
        let declared = "malformed XML: the document's DOCTYPE declares entities, which Plumb does not expand; "
            + "Interface Builder documents declare none"
        let tag = "malformed XML: a tag is not well formed; Interface Builder writes <tag name=\"value\"> and </tag>"
        var problems: [Int: String] = [3: empty, 4: empty]
        for code in [33, 34, 38, 39, 40, 41, 43, 44] { problems[code] = attribute }
        for code in [22, 23, 26, 27] { problems[code] = entity }
        for code in [28, 29, 30, 88, 89, 90] { problems[code] = declared }
        for code in [65, 68, 72, 73, 74, 75, 77] { problems[code] = tag }
        problems[9] = "malformed XML: a character XML does not allow (a control character, say); remove it"
        problems[42] = "malformed XML: an attribute appears twice in this element; each is written once"
        problems[45] = "malformed XML: a comment is not closed; a comment ends with -->"
        problems[5] = "malformed XML: the document element is not closed, or text follows it; a document is one "
            + "element, <document>, from its start tag to its end tag"
        return problems
    }()
}
