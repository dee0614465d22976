import Components
import Foundation

/// An Xcode asset catalog (`.xcassets` folder): its image sets and colour sets.
///
/// Colour components in `Contents.json` are read as Xcode writes them: JSON numbers and
/// strings with a decimal point are 0–1 (`"0.500"`), strings without one are 8-bit levels
/// 0–255 (`"128"`), and `"0x80"` is an 8-bit level in hexadecimal. Display P3 colours are
/// converted to sRGB; grey spaces give red = green = blue. The universal (light)
/// appearance is used.
public struct AssetCatalog: Equatable, Sendable {
  /// The `.xcassets` folder.
  public var path: String
  /// Image sets by name.
  public var images: [String: ImageSet]
  /// Colour sets by name, in sRGB.
  public var colors: [String: Color]
  /// Problems found while reading `Contents.json` files.
  public var warnings: [String]

  public init(
    path: String, images: [String: ImageSet] = [:], colors: [String: Color] = [:],
    warnings: [String] = []
  ) {
    self.path = path
    self.images = images
    self.colors = colors
    self.warnings = warnings
  }

  /// Reads the catalog at `path`.
  /// - Throws: ``IBDocumentError/unreadable(file:reason:)`` when the folder cannot be listed.
  public init(path: String) throws(IBDocumentError) {
    self.init(path: path, images: [:], colors: [:], warnings: [])
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw .unreadable(file: path, reason: "not an asset catalog folder") }
    let subpaths: [String]
    do {
      subpaths = try manager.subpathsOfDirectory(atPath: path).sorted()
    } catch {
      throw .unreadable(file: path, reason: error.localizedDescription)
    }
    var namespaces: Set<String> = []
    for subpath in subpaths where subpath.hasSuffix("Contents.json") {
      let folder = (subpath as NSString).deletingLastPathComponent
      guard !folder.isEmpty else { continue }
      let json = Self.readJSON(path + "/" + subpath)
      if folder.hasSuffix(".imageset") {
        readImageSet(folder, json: json, namespaces: namespaces)
      } else if folder.hasSuffix(".colorset") {
        readColorSet(folder, json: json, namespaces: namespaces)
      } else if let properties = json?["properties"] as? [String: Any],
        properties["provides-namespace"] as? Bool == true
      {
        namespaces.insert(folder)
      }
    }
  }

  /// The `.xcassets` folders in `folder` and in up to `levels` of its parent folders,
  /// nearest first.
  public static func discover(near folder: String, levels: Int) -> [String] {
    var found: [String] = []
    var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
    for _ in 0...max(levels, 0) {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
      for entry in entries.sorted() where entry.hasSuffix(".xcassets") {
        found.append(current.appendingPathComponent(entry).path)
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    return found
  }

  /// Makes the catalog's images available to `Image(named:)` and its colours to
  /// `UIColor(named:)`: the folders holding image sets are added to `catalog`, image sets
  /// whose files are not named `NAME.png`, `NAME@2x.png`, `NAME@3x.png` are loaded (at the
  /// scale nearest `scale`) and registered, and the colour sets go to `colorCatalog`.
  /// - Returns: One message per image set that could not be loaded.
  @discardableResult
  public func register(
    in catalog: ImageCatalog = .shared, colors colorCatalog: ColorCatalog = .shared,
    scale: Int = 2
  ) -> [String] {
    for (name, color) in colors { colorCatalog.register(color, named: name) }
    var problems: [String] = []
    var folders: [String] = []
    for name in images.keys.sorted() {
      guard let set = images[name] else { continue }
      let parent = (set.folder as NSString).deletingLastPathComponent
      if !folders.contains(parent) { folders.append(parent) }
      let base = (set.folder as NSString).lastPathComponent.replacingOccurrences(
        of: ".imageset", with: "")
      let conventional = set.files.allSatisfy { scale, file in
        (file as NSString).lastPathComponent == base + (scale == 1 ? "" : "@\(scale)x") + ".png"
      }
      if conventional && base == name { continue }
      guard let file = set.file(forScale: scale), file.hasSuffix(".png") else {
        problems.append("image set \(name) has no PNG file")
        let files = set.files.keys.sorted().compactMap { set.files[$0] }
          .map { ($0 as NSString).lastPathComponent }
        catalog.registerUndrawable(
          named: name,
          reason: files.isEmpty
            ? "its image set in \(path) lists no file"
            : "its image set in \(path) holds only \(files.joined(separator: ", ")), and "
              + "Designable draws PNG files only")
        continue
      }
      do {
        catalog.register(try ImageCatalog.load(path: file), named: name)
      } catch {
        problems.append("image set \(name): \(file): \(error)")
      }
    }
    for folder in folders { catalog.addFolder(folder) }
    return problems
  }

  private static func readJSON(_ path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private func assetName(_ folder: String, namespaces: Set<String>) -> String {
    let components = folder.split(separator: "/").map(String.init)
    var name: [String] = []
    for index in components.indices.dropLast() {
      let prefix = components[0...index].joined(separator: "/")
      if namespaces.contains(prefix) { name.append(components[index]) }
    }
    let last = components.last ?? folder
    name.append((last as NSString).deletingPathExtension)
    return name.joined(separator: "/")
  }

  private mutating func readImageSet(
    _ folder: String, json: [String: Any]?, namespaces: Set<String>
  ) {
    let name = assetName(folder, namespaces: namespaces)
    guard let json else {
      warnings.append("\(path)/\(folder)/Contents.json: missing or not valid JSON")
      return
    }
    var files: [Int: String] = [:]
    for entry in json["images"] as? [[String: Any]] ?? [] {
      guard let filename = entry["filename"] as? String else { continue }
      if entry["appearances"] != nil, files.isEmpty == false { continue }
      let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
      let scale = Int(scaleText) ?? 1
      if files[scale] == nil { files[scale] = path + "/" + folder + "/" + filename }
    }
    images[name] = ImageSet(name: name, folder: path + "/" + folder, files: files)
  }

  private mutating func readColorSet(
    _ folder: String, json: [String: Any]?, namespaces: Set<String>
  ) {
    let name = assetName(folder, namespaces: namespaces)
    let entries = json?["colors"] as? [[String: Any]] ?? []
    let universal = entries.first { $0["appearances"] == nil } ?? entries.first
    guard let color = universal?["color"] as? [String: Any] else {
      warnings.append("\(path)/\(folder)/Contents.json: no colour found")
      return
    }
    if let reference = color["reference"] as? String {
      if let named = Color.named(reference) ?? SystemColorTable.appKit[reference] {
        colors[name] = named
      } else {
        warnings.append("colour set \(name): unknown system colour \(reference)")
      }
      return
    }
    let components = color["components"] as? [String: Any] ?? [:]
    let space = color["color-space"] as? String ?? "srgb"
    func component(_ key: String) -> Double? { components[key].flatMap(Self.componentValue) }
    let alpha = component("alpha") ?? 1
    if let white = component("white") {
      colors[name] = Color(white: CGFloat(white), alpha: CGFloat(alpha))
      return
    }
    guard let r = component("red"), let g = component("green"), let b = component("blue") else {
      warnings.append("colour set \(name): components do not parse")
      return
    }
    switch space {
    case "display-p3", "extended-display-p3":
      let c = ColorSpaceConversion.displayP3ToSRGB(red: r, green: g, blue: b)
      if c.outOfGamut { warnings.append("colour set \(name): outside sRGB, clipped") }
      colors[name] = Color(
        red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(alpha))
    case "extended-linear-srgb":
      let encode = ColorSpaceConversion.linearToSRGB
      colors[name] = Color(
        red: CGFloat(encode(ColorSpaceConversion.clamp(r))),
        green: CGFloat(encode(ColorSpaceConversion.clamp(g))),
        blue: CGFloat(encode(ColorSpaceConversion.clamp(b))), alpha: CGFloat(alpha))
    default:
      if !["srgb", "extended-srgb"].contains(space) {
        warnings.append("colour set \(name): colour space \(space) read as sRGB")
      }
      colors[name] = Color(
        red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(alpha))
    }
  }

  private static func componentValue(_ value: Any) -> Double? {
    if let number = value as? Double { return number }
    if let number = value as? Int { return Double(number) }
    guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double($0) / 255 }
  }
}
