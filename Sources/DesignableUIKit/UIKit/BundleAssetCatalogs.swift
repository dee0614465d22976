import Components
import Foundation
import IBDocument

/// The asset catalogs (`.xcassets` folders) among bundles' resources, each read once: where
/// `UIImage(named:)` and `UIColor(named:)` find image sets and colour sets, as they find
/// an app's compiled catalog on iOS. On Linux SwiftPM copies a target's catalog into its
/// resource bundle as it is (`resources: [.process("Assets.xcassets")]`), so the catalog
/// is read from its `Contents.json` files (the universal appearance, as
/// ``AssetCatalog`` reads it).
final class BundleAssetCatalogs: @unchecked Sendable {
  /// The catalogs every lookup shares.
  static let shared = BundleAssetCatalogs()

  private let lock = NSLock()
  /// Each bundle's resource folders, by the bundle's path.
  private var foldersByBundle: [String: [String]] = [:]
  /// The catalogs found in each resource folder, by the folder's path.
  private var byFolder: [String: [AssetCatalog]] = [:]
  /// The images read from image sets, by file.
  private var images: [String: Image] = [:]

  /// `bundle`'s resource folders (``Image/resourceFolders(of:)``), listed once per bundle:
  /// resources do not come and go while tests run.
  func resourceFolders(of bundle: Bundle) -> [String] {
    if let known = lock.withLock({ foldersByBundle[bundle.bundlePath] }) { return known }
    let folders = Image.resourceFolders(of: bundle)
    lock.withLock { foldersByBundle[bundle.bundlePath] = folders }
    return folders
  }

  /// The catalogs in `bundle`'s resource folders (the main bundle's take in the SwiftPM
  /// resource bundles beside it) and in their direct subfolders (not in the main bundle's
  /// own folder, which on Linux is the build folder), folder by folder, each folder's in
  /// name order.
  func catalogs(of bundle: Bundle) -> [AssetCatalog] {
    resourceFolders(of: bundle).flatMap(catalogs(in:))
  }

  /// The colour set called `name` in `bundle`'s catalogs, or `nil`.
  func color(named name: String, in bundle: Bundle) -> Color? {
    for catalog in catalogs(of: bundle) {
      if let color = catalog.colors[name] { return color }
    }
    return nil
  }

  /// The image set called `name` in `bundle`'s catalogs, its PNG file nearest `scale`;
  /// `nil` when no catalog has it or its file is not a readable PNG. A name ending in `.png`
  /// (`"logo.png"`, as drawing code generated from a design file writes it) finds the set
  /// without the extension when no set has the whole name, as on iOS.
  func image(named name: String, in bundle: Bundle, scale: CGFloat) -> Image? {
    let wanted = Int(scale.rounded(.up))
    let bare = name.hasSuffix(".png") ? String(name.dropLast(4)) : nil
    for catalog in catalogs(of: bundle) {
      guard let set = catalog.images[name] ?? bare.flatMap({ catalog.images[$0] }) else {
        continue
      }
      guard let file = set.file(forScale: wanted), file.hasSuffix(".png") else { return nil }
      if let known = lock.withLock({ images[file] }) { return known }
      guard let loaded = try? ImageCatalog.load(path: file) else { return nil }
      let fileScale = set.files.first { $0.value == file }?.key ?? 1
      let image = Image(bitmap: loaded.bitmap, scale: CGFloat(fileScale))
      lock.withLock { images[file] = image }
      return image
    }
    return nil
  }

  private func catalogs(in folder: String) -> [AssetCatalog] {
    if let known = lock.withLock({ byFolder[folder] }) { return known }
    let manager = FileManager.default
    var paths: [String] = []
    let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for entry in entries {
      let path = folder + "/" + entry
      if entry.hasSuffix(".xcassets") {
        paths.append(path)
        continue
      }
      var isFolder: ObjCBool = false
      guard folder != Bundle.main.bundlePath,
        manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      let inner = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
      paths += inner.filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
    }
    let found = paths.compactMap { try? AssetCatalog(path: $0) }
    lock.withLock { byFolder[folder] = found }
    return found
  }
}
