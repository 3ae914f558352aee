import AutoLayout
import Foundation
import Golden
import InterfaceBuilder
import LayoutSpec
import Wireframe

/// What every fuzz target does with a document it could parse, and the promises it checks:
/// a refusal names a line, and a report is JSON. A broken promise stops the fuzzer
/// (`fatalError`), which keeps the input as a crash.
public enum FuzzInput {
    /// The name documents get in messages.
    static let fileName = "fuzz.yaml"

    /// Parses `bytes` as a spec, and lays it out and draws it when it parses.
    public static func spec(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        spec(text)
    }

    /// Parses `text` as a spec, and lays it out and draws it when it parses.
    public static func spec(_ text: String) {
        let spec: LayoutSpec
        do {
            spec = try LayoutSpec.parse(text, fileName: fileName)
        } catch {
            refused(line: error.line, error.description)
            return
        }
        exercise(.spec(spec, name: "fuzz"))
    }

    /// Imports `bytes` as an Interface Builder document, and lays out and draws every scene.
    public static func interfaceBuilder(_ bytes: UnsafeRawBufferPointer) {
        let document: IBDocument
        do {
            document = try IBDocument.parse(Data(bytes), file: "fuzz.storyboard")
        } catch {
            refused(line: error.line, error.description)
            return
        }
        exercise(.interfaceBuilder(document))
    }

    /// `constraint` in a spec of a label, a view and a stack of two views, with a metric:
    /// as `{constraint: ...}` (an equation) or `{visualFormat: ...}`.
    public static func constraint(_ bytes: UnsafeRawBufferPointer, key: String) {
        guard let constraint = String(validating: bytes, as: UTF8.self) else { return }
        spec("""
            plumb: 1
            device: iphone-8
            metrics: {m: 8, wide: 120}
            root:
              id: root
              views:
                - {id: a, kind: label, text: "Hello there"}
                - {id: b}
                - id: s
                  kind: stack
                  axis: vertical
                  views: [{id: c, intrinsicContentSize: [40, 20]}, {id: d}]
              constraints:
                - {\(key): \(quoted(constraint))}

            """)
    }

    /// Every layout of `document` built on its default device, laid out, reported as JSON
    /// (which must parse) and drawn as a figure's scene.
    static func exercise(_ document: LayoutDocument) {
        let measurer = PangoTextMeasurer(fonts: document.fonts())
        var options = BuildOptions()
        options.textMeasurer = measurer
        for layout in document.layouts {
            let built: BuiltLayout
            do {
                built = try layout.assemble(options).layout
            } catch {
                guard case .spec(let specError) = error else {
                    if case .interfaceBuilder(let ibError) = error { refused(line: ibError.line, ibError.description) }
                    continue
                }
                refused(line: specError.line, specError.description)
                continue
            }
            built.window.layoutIfNeeded()
            let json = built.report().jsonData()
            guard (try? JSONSerialization.jsonObject(with: json)) != nil else {
                fatalError("the report is not JSON: \(String(decoding: json.prefix(2_000), as: UTF8.self))")
            }
            _ = built.figure(title: layout.title).scene(measuredBy: measurer)
        }
    }

    /// A refusal must say where: a line of the document.
    static func refused(line: Int, _ message: String) {
        guard line > 0 else { fatalError("a refusal names no line: \(message.prefix(2_000))") }
    }

    /// `text` as a YAML double-quoted scalar: every character YAML does not print escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...: result.unicodeScalars.append(scalar)
            default: result += String(format: "\\U%08X", scalar.value)
            }
        }
        return result + "\""
    }
}
