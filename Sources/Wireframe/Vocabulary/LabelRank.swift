/// How labels of each kind rank: lower ranks are placed first, so constants get the spots
/// beside their lines before names, which can go to any corner, take what is left.
enum LabelRank {
    static let constraint = 0
    static let badge = 1
    static let guide = 2
    static let view = 3
}
