import Foundation
import LayoutSpec
import Wireframe

extension LayoutSpec {
    /// The fonts the spec's text is set with: the system's, the spec's `fonts:` directories
    /// (checked when the spec was loaded) and `extra`.
    public func fonts(adding extra: FontCollection = .system) -> FontCollection {
        // A directory that vanished since the spec was loaded gives no fonts, as fontconfig
        // skips it.
        let own = (try? FontCollection(directories: fontDirectories)) ?? .system
        return own.adding(extra)
    }
}
