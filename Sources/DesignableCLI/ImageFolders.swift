import Components
import Foundation
import IBDocument

/// The `--images` folders of `check`: plain folders of `NAME.png` / `NAME@2x.png` files, or
/// `.xcassets` asset catalogs, searched when a document or attribute set names an image.
enum ImageFolders {
  /// Why a folder cannot be used, or `nil` when it can.
  static func problem(with path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "--images \(path): no such folder."
    }
    return isDirectory.boolValue ? nil : "--images \(path): not a folder."
  }

  /// Makes the folders' images available to `Image(named:)`, returning one message per
  /// image set of a catalog that could not be read.
  static func register(_ paths: [String], scale: Double) -> [String] {
    var problems: [String] = []
    for path in paths {
      if path.hasSuffix(".xcassets") {
        do {
          problems += try AssetCatalog(path: path).register(scale: Int(scale.rounded(.up)))
        } catch {
          problems.append("--images \(path): \(error)")
        }
      } else {
        ImageCatalog.shared.addFolder(path)
      }
    }
    return problems
  }
}
