/// The name Xcode's document outline gives a view, which figures print: its label in the
/// outline (`userLabel`), else its class's words with its text or title (`Label - Name`,
/// `Button - Sign In`), else its class's words alone (`Stack View`, `Notice View`).
enum IBOutlineName {
    static func name(of element: IBElement, kind: IBViewKind) -> String {
        if let label = element["userLabel"], !label.isEmpty { return label }
        let words = classWords(element["customClass"] ?? kind.className)
        guard let text = shownText(of: element), !text.isEmpty else { return words }
        return "\(words) - \(text.prefix(40))"
    }

    /// The text a label, button or text field shows, as the outline quotes it.
    static func shownText(of element: IBElement) -> String? {
        switch element.tag {
        case "label": return IBText.labelText(element)
        case "button": return IBText.buttonTitle(element)
        case "textField": return element["text"] ?? element["placeholder"]
        default: return nil
        }
    }

    /// `UIStackView` → `Stack View`, `NoticeView` → `Notice View`, `MKMapView` → `Map View`.
    static func classWords(_ className: String) -> String {
        var name = Substring(className)
        for prefix in ["UI", "MK", "WK", "GLK", "SCN", "AR", "MTK", "SK"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true {
                name = rest
                break
            }
        }
        var words = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { words.append(" ") }
            words.append(character)
            previous = character
        }
        return words
    }
}
