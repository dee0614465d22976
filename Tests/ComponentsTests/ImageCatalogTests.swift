import Foundation
import Raster
import Testing

@testable import Components

@Suite("Image names from documents")
struct ImageCatalogTests {
  @Test func namesThatLeaveTheFolderFindNothing() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString)")
    let images = root.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for file in [
      images.appendingPathComponent("ok.png"), root.appendingPathComponent("secret.png"),
    ] {
      try Data([0]).write(to: file)
    }
    #expect(ImageCatalog.find("ok", scale: 1, in: [images.path]) == images.path + "/ok.png")
    #expect(ImageCatalog.find("../secret", scale: 1, in: [images.path]) == nil)
    #expect(ImageCatalog.find("x/../../secret.png", scale: 1, in: [images.path]) == nil)
    let absolute = root.appendingPathComponent("secret").path
    #expect(ImageCatalog.find(absolute, scale: 1, in: [images.path]) == nil)
  }
}

@Suite("Registered image names")
struct RegisteredImageNameTests {
  @Test func aNameWithThePNGExtensionFindsTheRegisteredImage() {
    let catalog = ImageCatalog()
    let logo = Image(bitmap: Bitmap(width: 2, height: 2), scale: 2)
    catalog.register(logo, named: "logo")
    #expect(catalog.image(named: "logo.png") === logo)
    #expect(catalog.image(named: "logo.jpg") == nil)
  }
}
