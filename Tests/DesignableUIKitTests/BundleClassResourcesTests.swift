import Foundation
import Testing

@testable import DesignableUIKit

private final class Sparkle: UIView {}

@Suite("The bundle of a class's resources")
struct BundleClassResourcesTests {
  @Test func aModuleWithoutResourcesGivesWhatBundleForGives() {
    #expect(Bundle.resources(for: Sparkle.self).bundlePath == Bundle(for: Sparkle.self).bundlePath)
  }

  @Test func aModulesResourceBundleIsFoundByItsName() throws {
    let folder = NSTemporaryDirectory() + "designable-bundles-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let resources = folder + "/Shop_Sparkles.resources"
    try FileManager.default.createDirectory(
      atPath: resources + "/Sparkles.bundle/resource", withIntermediateDirectories: true)
    try Data("star".utf8).write(
      to: URL(fileURLWithPath: resources + "/Sparkles.bundle/resource/star.png"))
    try FileManager.default.createDirectory(
      atPath: folder + "/Shop_Other.resources", withIntermediateDirectories: true)
    let bundles = ModuleResourceBundles(folder: folder)
    let bundle = try #require(bundles.bundle(of: "Sparkles"))
    #expect(bundle.bundlePath.hasSuffix("/Shop_Sparkles.resources"))
    // As a pod finds its resource bundle inside the bundle of its class.
    let inner = try #require(bundle.path(forResource: "Sparkles", ofType: "bundle"))
    #expect(Bundle(path: inner + "/resource")?.path(forResource: "star", ofType: "png") != nil)
    #expect(bundles.bundle(of: "Missing") == nil)
  }
}
