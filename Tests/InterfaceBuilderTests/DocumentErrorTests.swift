import Foundation
import InterfaceBuilder
import Testing

/// Malformed documents: one message each, with the file, line and column of the culprit, what
/// is wrong and what would be right.
@Suite struct DocumentErrorTests {
    private func error(_ xml: String) -> String {
        do {
            let document = try IBDocument.parse(Data(xml.utf8), file: "bad.xib")
            for scene in document.scenes { _ = try scene.build() }
            return "no error"
        } catch {
            return error.description
        }
    }

    private func view(_ inner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    \(inner)
                </view>
            </objects>
        </document>
        """
    }

    /// `line:column` (1-based) of `marker`'s first character in `text`, or of the character
    /// just after it: where a message should point.
    private func place(of marker: String, in text: String, after: Bool = false) -> String {
        let range = text.range(of: marker)!
        let before = text[..<(after ? range.upperBound : range.lowerBound)]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return "\(before.count { $0 == "\n" } + 1):\(before[lineStart...].count + 1)"
    }

    @Test func malformedXML() {
        #expect(error("") == "bad.xib:1:1: error: the file is not an XML document; expected an Interface Builder document (.storyboard or .xib XML)")
        let mismatched = "<document type=\"x\"><objects></document>"
        #expect(error(mismatched) == "bad.xib:\(place(of: "</document>", in: mismatched)): error: malformed XML: this end tag does not close "
            + "<objects> (line 1), the innermost element open; each element ends with its own end tag, innermost first")
        let document = view("<label id=\"a\"/>")
        let cut = String(document.prefix(upTo: document.range(of: "<label")!.upperBound))
        #expect(error(cut) == "bad.xib:\(place(of: "<label", in: cut, after: true)): error: malformed XML: the file ends inside <label> (line 7), before its end tag; "
            + "the document is cut short")
        let trailing = document + "\n<view/>"
        #expect(error(trailing) == "bad.xib:\(place(of: "<view/>", in: trailing)): error: malformed XML: text after the end of the document element; "
            + "a document is one element, <document>, and nothing follows it")
    }

    /// libxml2 names its errors by number only on Linux: each that a damaged or hand-edited
    /// document meets is said in words, at the character at fault.
    @Test func malformedXMLSaysWhatIsWrong() {
        let unquoted = view("<label id=a\"/>")
        #expect(error(unquoted) == "bad.xib:\(place(of: "a\"/>", in: unquoted)): error: malformed XML: an attribute's value is not in quotes, "
            + "or its closing quote is missing; Interface Builder writes name=\"value\"")
        let twice = view("<label id=\"a\" id=\"b\"/>")
        #expect(error(twice) == "bad.xib:\(place(of: "id=\"b\"", in: twice, after: true)): error: malformed XML: an attribute appears twice in "
            + "this element; each is written once")
        let ampersand = view("<label id=\"a\" text=\"1 & 2\"/>")
        #expect(error(ampersand) == "bad.xib:\(place(of: "&", in: ampersand)): error: malformed XML: an '&' that starts no "
            + "character reference; an ampersand in text is written &amp;")
        let unfinished = view("<label id=\"a\" <rect/></label>")
        #expect(error(unfinished) == "bad.xib:\(place(of: "<rect/>", in: unfinished)): error: malformed XML: a tag is not well formed; "
            + "Interface Builder writes <tag name=\"value\"> and </tag>")
        let control = view("<label id=\"a\">\u{1}</label>")
        #expect(error(control) == "bad.xib:\(place(of: "\u{1}", in: control)): error: malformed XML: a character XML does not "
            + "allow (a control character, say); remove it")
        #expect(error(view("<!-- a comment")).hasSuffix("error: malformed XML: a comment is not closed; a comment ends with -->"))
    }

    /// A DOCTYPE that declares entities is refused where an entity is used, before anything
    /// is expanded: ten levels of ten (a "billion laughs") would be 10^10 characters.
    @Test func declaredEntitiesAreNotExpanded() {
        var declarations = "<!ENTITY a0 \"aaaaaaaaaa\">\n"
        for level in 1 ... 9 {
            declarations += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(declarations)]>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"21701\"><objects><label text=\"&a9;\"/>"
            + "</objects></document>"
        #expect(error(document).hasSuffix("error: malformed XML: the document's DOCTYPE declares entities, which Plumb does "
            + "not expand; Interface Builder documents declare none"))
    }

    @Test func notAnInterfaceBuilderDocument() {
        #expect(error("<plist version=\"1.0\"/>") == "bad.xib:1:1: error: the root element is <plist>; an Interface Builder document starts with <document type=...>")
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>") == "bad.xib:1:1: error: "
            + "the document is in the <archive> format of Xcode 4 and earlier; Plumb reads the <document> format of Xcode 5 and "
            + "later: open it in Xcode and save it again")
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" toolsVersion=\"1\"/>").contains(
            "the document type is 'com.apple.InterfaceBuilder3.Cocoa.XIB'; Plumb reads iOS storyboards and xibs"))
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"new\"/>").hasSuffix(
            "error: toolsVersion is 'new'; expected Xcode's build number, as toolsVersion=\"21701\""))
    }

    @Test func numbersAreChecked() {
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"width\" constant=\"1e9\" id=\"c\"/></constraints>"))
            == "bad.xib:7:26: error: constant=\"1e9\" is out of range; expected a number from -100000 to 100000")
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"width\" constant=\"wide\" id=\"c\"/></constraints>"))
            .hasSuffix("error: constant=\"wide\" is not a number; expected a decimal number as constant=\"8\""))
        // Said once, not wrapped in "the constraint cannot be made".
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"width\" constant=\"1\" priority=\"1001\" id=\"c\"/></constraints>"))
            == "bad.xib:7:26: error: priority=\"1001\" is out of range; expected a number from 1 to 1000")
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"height\" multiplier=\"1:0\" id=\"c\"/></constraints>"))
            .hasSuffix("error: multiplier=\"1:0\" is not a multiplier; expected a number from 0.0001 to 10000 either way, as \"0.5\", a ratio as \"16:9\", or a fraction as \"1/3\""))
    }

    @Test func constraintsNameWhatExists() {
        #expect(error(view("<constraints><constraint firstItem=\"nope\" firstAttribute=\"width\" constant=\"1\" id=\"c\"/></constraints>"))
            .hasSuffix("error: the constraint names 'nope', which is no view or layout guide of the scene"))
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"size\" constant=\"1\" id=\"c\"/></constraints>"))
            .contains("error: firstAttribute=\"size\" is not a layout attribute; expected one of left, right, top"))
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"top\" constant=\"1\" id=\"c\"/></constraints>"))
            .hasSuffix("error: the constraint cannot be made: a position cannot be set to a constant: top needs a second item (a size, width or height, can be a constant)"))
        #expect(error(view("<constraints><constraint firstItem=\"root\" firstAttribute=\"width\" relation=\"about\" constant=\"1\" id=\"c\"/></constraints>"))
            .hasSuffix("error: relation=\"about\" is not a relation; expected greaterThanOrEqual or lessThanOrEqual (or none, for equal)"))
    }

    @Test func tooDeep() {
        let nested = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"1\">\(nested)</document>")
            .hasSuffix("error: elements nest deeper than 256 levels; no Interface Builder document does"))
    }

    /// The root view and `count` subviews, one a line from line 8, and `constraints` empty
    /// constraints.
    private func crowded(subviews count: Int, constraints: Int = 0) -> String {
        view("<subviews>\n" + String(repeating: "<view id=\"v\"/>\n", count: count) + "</subviews>\n<constraints>"
             + String(repeating: "<constraint/>", count: constraints) + "</constraints>")
    }

    /// Views and constraints are held to the limits a spec has, counted as the XML is read:
    /// the root view and 99 999 subviews are read on, the 100 001st view is refused at its line.
    /// The million constraints on one line took minutes when each tag's column was counted from
    /// the line's start.
    @Test func viewAndConstraintLimits() throws {
        #expect(try IBDocument.parse(Data(crowded(subviews: 99_999).utf8), file: "bad.xib").scenes.count == 1)
        #expect(error(crowded(subviews: 100_000))
            == "bad.xib:100007:1: error: a document holds at most 100000 views and layout guides; this is view 100001")
        #expect(error(crowded(subviews: 1, constraints: 1_000_001))
            == "bad.xib:10:13000014: error: a document holds at most 1000000 constraints; this is constraint 1000001")
    }

    @Test func unreadableAndHugeFiles() throws {
        #expect(throws: IBError.self) { try IBDocument.load(contentsOf: URL(fileURLWithPath: "/nonexistent/a.xib"), file: "a.xib") }
        do {
            _ = try IBDocument.load(contentsOf: URL(fileURLWithPath: "/nonexistent/a.xib"), file: "a.xib")
        } catch {
            #expect(error.description.hasPrefix("a.xib: error: cannot read the file: "))
        }
    }
}
