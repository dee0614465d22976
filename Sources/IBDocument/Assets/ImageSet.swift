/// One `.imageset` of an asset catalog: its name and its files by scale.
public struct ImageSet: Equatable, Hashable, Sendable {
  /// The name documents use (with the namespace of enclosing groups that provide one).
  public var name: String
  /// The `.imageset` folder.
  public var folder: String
  /// Paths of the files listed in `Contents.json`, by scale (1, 2, 3).
  public var files: [Int: String]

  public init(name: String, folder: String, files: [Int: String]) {
    self.name = name
    self.folder = folder
    self.files = files
  }

  /// The file whose scale is nearest `scale`, preferring the larger on a tie.
  public func file(forScale scale: Int) -> String? {
    let best = files.keys.min { lhs, rhs in
      let l = abs(lhs - scale)
      let r = abs(rhs - scale)
      return l != r ? l < r : lhs > rhs
    }
    return best.flatMap { files[$0] }
  }
}
