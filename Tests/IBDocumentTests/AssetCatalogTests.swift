import Components
import Foundation
import IBDocument
import Testing

/// A view with one image attribute, for what a document's image name resolves to.
private final class IconView: View {
  var icon: Image?

  override class var inspectables: [Inspectable] { [.image("icon", \IconView.icon)] }
}

@Suite struct AssetCatalogTests {
  /// A project folder with `Assets.xcassets` (one colour set, one image set with a
  /// non-conventional file name) and `UI/Main.storyboard` below it.
  private static func makeProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-assets-\(UUID().uuidString)")
    let assets = root.appendingPathComponent("Assets.xcassets")
    let colorSet = assets.appendingPathComponent("Brand.colorset")
    let imageSet = assets.appendingPathComponent("Icons/star.imageset")
    for folder in [colorSet, imageSet, root.appendingPathComponent("UI")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // The project's root, where the search for catalogs stops: without it the search goes on
    // into the temporary folder, where other processes' catalogs may lie.
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    let color = """
      {"colors":[{"idiom":"universal","color":{"color-space":"srgb",
      "components":{"red":"0x33","green":"102","blue":"0.600","alpha":"1.000"}}},
      {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
      "color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}}],
      "info":{"author":"xcode","version":1}}
      """
    try Data(color.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
    let images = """
      {"images":[{"idiom":"universal","scale":"1x","filename":"Star-small.png"},
      {"idiom":"universal","scale":"2x","filename":"Star-large.png"},
      {"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
      """
    try Data(images.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
    try Data("{}".utf8).write(
      to: assets.appendingPathComponent("Icons").appendingPathComponent("Contents.json"))
    let xml = Fixtures.storyboard(
      Fixtures.view(
        """
        \(Fixtures.color("fill", "name=\"Brand\""))
        <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
        <userDefinedRuntimeAttribute type="image" keyPath="missing" value="moon"/>
        """))
    try Data(xml.utf8).write(to: root.appendingPathComponent("UI/Main.storyboard"))
    return root
  }

  @Test func catalogBesideTheDocumentResolvesNames() throws {
    let root = try Self.makeProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("UI/Main.storyboard").path
    let document = try IBDocument.read(contentsOfFile: path)
    #expect(document.assetCatalogs.count == 1)
    let catalog = try #require(document.assetCatalogs.first)
    #expect(catalog.images["star"]?.files.keys.sorted() == [1, 2])
    #expect(catalog.images["star"]?.file(forScale: 3)?.hasSuffix("Star-large.png") == true)
    let view = try #require(document.object(withID: "v1"))
    #expect(
      view.attributes.first
        == Attribute("fill", .color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))))
    #expect(view.attributes.count == 3)
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.message.contains("image \"moon\" not found") == true)
  }

  /// A document keeps a copy of each named colour in the appearance Xcode last showed (here
  /// dark: white); Interface Builder and iOS take the catalog's colour set, so the copy is
  /// used only without a catalog that has the name. So for a nib's colours.
  @Test func theCatalogsColourSetWinsOverTheDocumentsCopy() throws {
    let root = try Self.makeProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try AssetCatalog(path: root.appendingPathComponent("Assets.xcassets").path)
    let copy = """
      <namedColor name="Brand">
          <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </namedColor>
      """
    let xml = Fixtures.storyboard(
      Fixtures.view(Fixtures.color("fill", "name=\"Brand\"")), resources: copy)
    let brand = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let options = IBReadOptions(assetCatalogs: [catalog], discoversAssetCatalogs: false)
    func fill(_ document: IBDocument) -> AttributeValue? {
      document.object(withID: "v1")?.attributes.first?.value
    }
    #expect(fill(try IBDocument.parse(xml, options: options)) == .color(brand))
    #expect(fill(try IBDocument.parse(xml)) == .color(.white))
    let nib = try NibDocument.parse(Data(xml.utf8), file: "Card.xib", options: options)
    #expect(fill(nib.document) == .color(brand))
  }

  @Test func explicitCatalogAndNoDiscovery() throws {
    let root = try Self.makeProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("UI/Main.storyboard").path
    let bare = try IBDocument.read(
      contentsOfFile: path, options: IBReadOptions(discoversAssetCatalogs: false))
    #expect(bare.warnings.count == 3)
    let catalog = try AssetCatalog(path: root.appendingPathComponent("Assets.xcassets").path)
    let explicit = try IBDocument.read(
      contentsOfFile: path,
      options: IBReadOptions(assetCatalogs: [catalog], discoversAssetCatalogs: false))
    #expect(explicit.warnings.count == 1)
    #expect(throws: IBDocumentError.self) { try AssetCatalog(path: "/nonexistent.xcassets") }
  }

  @Test func anImageSetWithOnlyAPDFIsSaidToBeUndrawableNotMissing() throws {
    let assets = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-pdf-\(UUID().uuidString).xcassets")
    let imageSet = assets.appendingPathComponent("pdf-only-tick.imageset")
    try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: assets) }
    let json = """
      {"images":[{"idiom":"universal","filename":"tick.pdf"}],"info":{"version":1}}
      """
    try Data(json.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
    try Data("%PDF-1.4".utf8).write(to: imageSet.appendingPathComponent("tick.pdf"))
    let problems = try AssetCatalog(path: assets.path).register()
    #expect(problems == ["image set pdf-only-tick has no PNG file"])
    let view = IconView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: AttributeError.self) {
      try view.setValue(.image("pdf-only-tick"), forKeyPath: "icon")
    }
    do {
      try view.setValue(.image("pdf-only-tick"), forKeyPath: "icon")
    } catch {
      guard case .imageUndrawable(_, let keyPath, let reason) = error else {
        Issue.record("expected imageUndrawable, got \(error)")
        return
      }
      #expect(keyPath == "icon")
      #expect(reason.contains("holds only tick.pdf, and Designable draws PNG files only"))
      #expect(error.description.contains("On iOS it loads"))
    }
  }
}
