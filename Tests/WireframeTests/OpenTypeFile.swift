import Foundation

/// An OpenType (or TrueType) font file rebuilt for a test: the tables of a real font, some
/// replaced or added, written back behind a new table directory. Tests make fonts with the
/// traits of one they cannot ship (San Francisco's family names, its tracking table) from a
/// font Debian has.
struct OpenTypeFile {
    /// The first four bytes of the file: the outlines' kind.
    private let version: UInt32
    private var tables: [String: Data]

    /// The tables of the font file at `url`.
    ///
    /// - Complexity: O(n) in the size of the file.
    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        version = data.bigEndian(UInt32.self, at: 0)
        let count = Int(data.bigEndian(UInt16.self, at: 4))
        tables = [:]
        for record in 0 ..< count {
            let at = 12 + 16 * record
            let tag = String(decoding: data[at ..< at + 4], as: UTF8.self)
            let offset = Int(data.bigEndian(UInt32.self, at: at + 8))
            let length = Int(data.bigEndian(UInt32.self, at: at + 12))
            tables[tag] = data.subdata(in: offset ..< offset + length)
        }
    }

    /// Names the font `family` at its regular style: a `name` table with the Windows names
    /// fontconfig reads (family, style, full name, PostScript name) and no others.
    mutating func rename(family: String) {
        let names: [(id: UInt16, value: String)] = [
            (1, family), (2, "Regular"), (4, family), (6, family.replacingOccurrences(of: " ", with: "") + "-Regular"),
        ]
        var table = Data()
        table.appendBigEndian(UInt16(0))
        table.appendBigEndian(UInt16(names.count))
        table.appendBigEndian(UInt16(6 + 12 * names.count))
        var strings = Data()
        for name in names {
            let utf16 = name.value.utf16.reduce(into: Data()) { $0.appendBigEndian($1) }
            for field in [3, 1, 0x409, name.id, UInt16(utf16.count), UInt16(strings.count)] as [UInt16] {
                table.appendBigEndian(field)
            }
            strings.append(utf16)
        }
        tables["name"] = table + strings
    }

    /// Gives the font a tracking table (`trak`, as Apple's fonts have) whose normal track adds
    /// `units` (of the font's em) after every glyph at every size.
    mutating func addTracking(units: Int16) {
        var table = Data()
        table.appendBigEndian(UInt32(0x0001_0000))  // version 1.0
        for field in [0, 12, 0, 0] as [UInt16] { table.appendBigEndian(field) }  // format, horizontal data at 12, no vertical, reserved
        // The horizontal data: one track over two sizes, 1 and 100 pt.
        for field in [1, 2] as [UInt16] { table.appendBigEndian(field) }
        table.appendBigEndian(UInt32(12 + 8 + 8))  // the sizes follow the one track entry
        table.appendBigEndian(UInt32(0))  // the normal track, 0.0
        table.appendBigEndian(UInt16(256))  // its name's id
        table.appendBigEndian(UInt16(12 + 8 + 8 + 8))  // its values follow the sizes
        for size in [1, 100] as [UInt32] { table.appendBigEndian(size << 16) }
        for _ in 0 ..< 2 { table.appendBigEndian(UInt16(bitPattern: units)) }
        tables["trak"] = table
    }

    /// Writes the font: its tables in tag order, each at a 4-byte boundary. Checksums are left
    /// zero: FreeType does not check them.
    func write(to url: URL) throws {
        let tags = tables.keys.sorted()
        let power = 1 << (Int.bitWidth - 1 - tags.count.leadingZeroBitCount)
        var file = Data()
        file.appendBigEndian(version)
        for field in [tags.count, 16 * power, power.trailingZeroBitCount, 16 * (tags.count - power)] {
            file.appendBigEndian(UInt16(field))
        }
        var offset = 12 + 16 * tags.count
        for tag in tags {
            file.append(Data(tag.utf8))
            file.appendBigEndian(UInt32(0))
            file.appendBigEndian(UInt32(offset))
            file.appendBigEndian(UInt32(tables[tag]!.count))
            offset += (tables[tag]!.count + 3) / 4 * 4
        }
        for tag in tags {
            file.append(tables[tag]!)
            file.append(Data(count: (4 - tables[tag]!.count % 4) % 4))
        }
        try file.write(to: url)
    }
}

private extension Data {
    func bigEndian<Integer: FixedWidthInteger>(_: Integer.Type, at offset: Int) -> Integer {
        self[startIndex + offset ..< startIndex + offset + Integer.bitWidth / 8].reduce(0) { $0 << 8 | Integer($1) }
    }

    mutating func appendBigEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
