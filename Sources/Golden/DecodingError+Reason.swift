extension DecodingError {
    /// What is wrong with a frames file, in a few words and the key path:
    /// "no key 'window'", "a number was expected at views.a.frame[3]".
    var reason: String {
        switch self {
        case .keyNotFound(let key, let context):
            "no key '\(key.stringValue)'" + Self.place(context.codingPath)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            "\(type == Double.self ? "a number" : type == String.self ? "a string" : "\(type)") was expected"
                + Self.place(context.codingPath)
        case .dataCorrupted(let context):
            context.debugDescription + Self.place(context.codingPath)
        @unknown default:
            "\(self)"
        }
    }

    /// " at views.a.frame[3]", or nothing at the top level.
    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
    }
}
