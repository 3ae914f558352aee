import Foundation

/// SVG read by an independent reader: librsvg's `rsvg-convert` (Debian's librsvg2-bin, which
/// `make deps` installs) draws it as a PNG at the document's own size, one pixel per CSS pixel.
package enum SVGRasterizer {
    /// The PNG `rsvg-convert` draws of `svg`, nil when it fails, with its run (whose exit code
    /// and standard error say why).
    package static func png(of svg: Data) throws -> (run: Subprocess.Result, png: Data?) {
        let directory = try TemporaryDirectory()
        let input = try directory.write(svg, to: "in.svg"), output = directory.path("out.png")
        let run = try Subprocess.run(tool: "rsvg-convert", ["--format", "png", "--output", output, input])
        return (run, run.exitCode == 0 ? try directory.contents("out.png") : nil)
    }
}
