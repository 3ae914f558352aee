import AutoLayout

/// The messages built around ``NameSuggestion/nearest(to:among:)``.
extension NameSuggestion {
    /// "unknown key 'txt' in a label; did you mean 'text'?", or with the valid names listed
    /// when none is near and they are few.
    static func unknown(_ noun: String, _ name: String, in context: String, among candidates: [String]) -> String {
        let head = context.isEmpty ? "unknown \(noun) '\(shown(name))'" : "unknown \(noun) '\(shown(name))' in \(context)"
        return head + hint(for: name, among: candidates)
    }

    /// "; did you mean 'x'?" when a candidate is near `name`, else nothing.
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// "; did you mean 'x'?", or "; expected a, b or c" for a dozen names or fewer, or nothing.
    static func hint(for name: String, among candidates: [String]) -> String {
        let suggestion = didYouMean(name, among: candidates)
        guard suggestion.isEmpty else { return suggestion }
        guard !candidates.isEmpty, candidates.count <= 12 else { return "" }
        return "; expected " + list(candidates)
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
