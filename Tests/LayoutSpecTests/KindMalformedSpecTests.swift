import Foundation
import Testing

@testable import LayoutSpec

/// Bad values of the keys of the kinds issue (designer keys, new kinds and their keys): each
/// rejected with its exact position and message.
@Suite struct KindMalformedSpecTests {
    static let cases: [MalformedSpec] = [
        MalformedSpec(name: "image without a size", text: "plumb: 1\nroot:\n  views: [{id: i, kind: imageView, image: {name: a}}]\n",
                      line: 3, column: 43, keyPath: "root.views[0].image", message: "an image needs 'size'"),
        MalformedSpec(name: "image with an unknown key", text: "plumb: 1\nroot:\n  views: [{id: i, kind: imageView, image: {name: a, sise: [1, 1]}}]\n",
                      line: 3, column: 53, keyPath: "root.views[0].image.sise", message: "unknown key 'sise' in an image; did you mean 'size'?"),
        MalformedSpec(name: "text colour on a plain view", text: "plumb: 1\nroot:\n  views: [{id: v, textColor: \"#FFF\"}]\n",
                      line: 3, column: 19, keyPath: "root.views[0].textColor",
                      message: "'textColor' does not apply to a view; it applies to label, button, textField, textView or tableViewCell"),
        MalformedSpec(name: "tint colour that is not a colour", text: "plumb: 1\nroot: {tintColor: blue}\n",
                      line: 2, column: 19, keyPath: "root.tintColor",
                      message: "expected a colour as #RGB, #RRGGBB or #RRGGBBAA in hexadecimal, found 'blue'"),
        MalformedSpec(name: "negative corner radius", text: "plumb: 1\nroot: {cornerRadius: -4}\n",
                      line: 2, column: 22, keyPath: "root.cornerRadius", message: "expected a corner radius in points from 0 to 100000, found -4"),
        MalformedSpec(name: "keyboard without a height", text: "plumb: 1\nkeyboard: {}\nroot: {id: a}\n",
                      line: 2, column: 11, keyPath: "keyboard", message: "keyboard needs 'height'"),
        MalformedSpec(name: "layout guide with a kind", text: "plumb: 1\nroot:\n  layoutGuides: [{id: g, kind: label}]\n",
                      line: 3, column: 32, keyPath: "root.layoutGuides[0].kind",
                      message: "an entry of layoutGuides is a guide; leave out 'kind' or write 'kind: guide'"),
        MalformedSpec(name: "guide of a guide", text: "plumb: 1\nroot:\n  layoutGuides: [{id: g, layoutGuides: []}]\n",
                      line: 3, column: 26, keyPath: "root.layoutGuides[0].layoutGuides", message: "a guide has no guides of its own"),
        MalformedSpec(name: "content inset on a plain view", text: "plumb: 1\nroot:\n  views: [{id: v, contentInset: 8}]\n",
                      line: 3, column: 19, keyPath: "root.views[0].contentInset",
                      message: "'contentInset' does not apply to a view; it applies to scrollView, tableView or collectionView"),
        MalformedSpec(name: "scroll guide of a plain view",
                      text: "plumb: 1\nroot:\n  views: [{id: v}]\n  constraints: [v.top == root.content.top]\n",
                      line: 4, column: 31, keyPath: "root.constraints[0]",
                      message: "unknown guide 'content' in view 'root'; expected margins, safeArea, readable or keyboard"),
        MalformedSpec(name: "unknown behaviour", text: "plumb: 1\nroot:\n  views: [{id: s, kind: scrollView, contentInsetAdjustmentBehavior: auto}]\n",
                      line: 3, column: 69, keyPath: "root.views[0].contentInsetAdjustmentBehavior",
                      message: "expected a content inset adjustment behavior: automatic, scrollableAxes, never or always; found 'auto'"),
        MalformedSpec(name: "rows without a prototype", text: "plumb: 1\nroot:\n  views: [{id: t, kind: tableView, sections: [{rows: [{}]}]}]\n",
                      line: 3, column: 54, keyPath: "root.views[0].sections[0].rows",
                      message: "rows need a prototype cell to fill: give 'prototype'"),
        MalformedSpec(name: "a row naming no view of the prototype",
                      text: "plumb: 1\nroot:\n  views: [{id: t, kind: tableView, sections: [{prototype: {id: p, views: [{id: l, kind: label}]}, rows: [{m.text: Hi}]}]}]\n",
                      line: 3, column: 107, keyPath: "root.views[0].sections[0].rows[0].m.text",
                      message: "unknown view 'm' in the prototype; expected l or p"),
        MalformedSpec(name: "a cell of another kind", text: "plumb: 1\nroot:\n  views: [{id: t, kind: tableView, sections: [{cells: [{id: c, kind: label}]}]}]\n",
                      line: 3, column: 70, keyPath: "root.views[0].sections[0].cells[0].kind",
                      message: "an entry of cells is a cell; leave out 'kind' or write 'kind: tableViewCell'"),
        MalformedSpec(name: "sections on a view", text: "plumb: 1\nroot:\n  views: [{id: v, sections: []}]\n",
                      line: 3, column: 19, keyPath: "root.views[0].sections", message: "'sections' belongs to a tableView, not a view"),
        MalformedSpec(name: "a table header view on a label", text: "plumb: 1\nroot:\n  views: [{id: l, kind: label, tableHeaderView: {id: h}}]\n",
                      line: 3, column: 32, keyPath: "root.views[0].tableHeaderView",
                      message: "'tableHeaderView' belongs to a tableView, not a label"),
        MalformedSpec(name: "a guide as a table's footer view",
                      text: "plumb: 1\nroot:\n  views: [{id: t, kind: tableView, tableFooterView: {id: g, kind: guide}}]\n",
                      line: 3, column: 53, keyPath: "root.views[0].tableFooterView",
                      message: "a table's tableFooterView is a view, not a guide"),
    ]

    @Test(arguments: cases)
    func rejects(_ spec: MalformedSpec) {
        let error = specError(spec.text)
        #expect(error == SpecError(file: "bad.yaml", line: spec.line, column: spec.column, keyPath: spec.keyPath,
                                   message: spec.message))
    }
}
