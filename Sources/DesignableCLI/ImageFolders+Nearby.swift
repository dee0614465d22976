import Foundation
import IBDocument

extension ImageFolders {
  /// How many parent folders above a document's own folder are searched for catalogs.
  static let nearbyLevels = 4

  /// The asset catalogs beside `document` that `check` uses as if given by `--images`: the
  /// `.xcassets` folders in the document's folder and its parents up to the project's root
  /// (``AssetCatalog/discoverInProject(near:levels:boundary:)``), leaving out those in
  /// `given`. A catalog that cannot be read is left out with a warning.
  static func nearby(_ document: String, excluding given: [String]) -> (
    catalogs: [String], warnings: [String]
  ) {
    let folder = (document as NSString).deletingLastPathComponent
    let known = Set(given.map(standardized))
    var catalogs: [String] = []
    var warnings: [String] = []
    for path in AssetCatalog.discoverInProject(
      near: folder, levels: nearbyLevels, boundary: FileManager.default.currentDirectoryPath)
    where !known.contains(standardized(path)) {
      do {
        let catalog = try AssetCatalog(path: path)
        catalogs.append(path)
        warnings += catalog.warnings.map {
          "warning: " + ($0.hasPrefix(path) ? $0 : "\(path): \($0)")
        }
      } catch {
        warnings.append(
          "warning: \(document): the asset catalog \(path) beside it cannot be read "
            + "(\(error.description)); its images are not used. Fix its permissions, or pass "
            + "--no-nearby-images and name your images with --images.")
      }
    }
    return (catalogs, warnings)
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
