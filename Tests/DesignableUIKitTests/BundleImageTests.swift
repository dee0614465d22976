import Foundation
import Testing

@testable import DesignableUIKit

/// `UIImage(named:in:compatibleWith:)` finds a component's images among its bundle's
/// resources, as a framework's images are found on iOS.
@Suite struct BundleImageTests {
  @Test func anImageIsFoundAmongTheBundlesResources() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundle-image-\(UUID().uuidString).resources")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try #require(Data(base64Encoded: UIKitTestSupport.redSquarePNG))
    try png.write(to: folder.appendingPathComponent("bundled_star@2x.png"))
    let bundle = try #require(Bundle(path: folder.path))

    let image = try #require(UIImage(named: "bundled_star", in: bundle, compatibleWith: nil))
    #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
    #expect(UIImage(named: "bundled_star") == nil)
    #expect(UIImage(named: "bundled_star", in: nil, compatibleWith: nil) == nil)
  }

  @Test func theMainBundleAlsoSearchesTheResourceBundlesBesideIt() {
    let folders = UIImage.resourceFolders(of: .main)
    #expect(folders.first == Bundle.main.resourcePath ?? Bundle.main.bundlePath)
    #expect(
      folders.dropFirst().allSatisfy { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") })
  }
}
