import Components
import DesignableUIKit
import Foundation
import Testing

/// The plugin ran over this target's own sources before it compiled: what it generated
/// compiles against the library and registers the components the way their source says.
///
/// Serialized: the registry loads a module's list on the first lookup, and a lookup made
/// while another thread is still loading it finds nothing (the module is marked loaded
/// before its list is merged), so two first lookups must not race here.
@Suite(.serialized)
struct GeneratedRegistrationsTests {
  @Test func theRegistrationsAlsoGoByTheModulesName() {
    // The name no type of the module can hide, as a class named after its module does.
    let aliased = DesignablePluginTestsDesignableRegistrations.registrations
    let own = DesignableRegistrations.registrations
    #expect(aliased.map { ObjectIdentifier($0.type) } == own.map { ObjectIdentifier($0.type) })
  }

  @Test func everyDesignableClassOfTheTargetIsListed() {
    let names = DesignableRegistrations.registrations.map { String(reflecting: $0.type) }
    #expect(
      names == [
        "DesignablePluginTests.PlainSwatch", "DesignablePluginTests.Gauges.Needle",
        "DesignablePluginTests.RatingDial", "DesignablePluginTests.ScoreCell",
        "DesignablePluginTests.TagStrip",
      ])
    #expect(DesignableRegistrations.registrations.allSatisfy { $0.isDesignable })
  }

  /// A view class that is neither designable nor inspectable is listed apart, so that the
  /// library can build it from its type: a cell registered for reuse comes out as itself.
  @Test func otherViewClassesAreListedSoThatCellsRegisteredForReuseAreBuilt() throws {
    let views = DesignableRegistrations.views.map { String(reflecting: $0.type) }
    #expect(views.contains("DesignablePluginTests.TagStrip.TagCell"))
    #expect(!views.contains { $0.hasSuffix("HiddenCell") })
    #expect(DesignableRegistrations.views.allSatisfy { !$0.isDesignable })
    let strip = TagStrip(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    strip.layoutIfNeeded()
    strip.strip.layoutIfNeeded()
    let cells = strip.strip.visibleCells
    #expect(cells.count == 2)
    #expect(cells.allSatisfy { $0 is TagStrip.TagCell })
    #expect(cells.compactMap { ($0 as? TagStrip.TagCell)?.title.text } == ["one", "two"])
    let hidden = strip.strip.dequeueReusableCell(
      withReuseIdentifier: "hidden", for: IndexPath(item: 0, section: 0))
    #expect(type(of: hidden) == UICollectionViewCell.self)
  }

  /// `PlainSwatch.swift` imports only Foundation and names `UIView` and `UIColor`: it
  /// compiles because the generated file re-exports DesignableUIKit to the target.
  @Test func aFileWithoutTheImportSwitchIsRegisteredAndDraws() throws {
    let swatch = try #require(ComponentRegistry.registration(for: PlainSwatch.self))
    #expect(swatch.inspectables.map(\.keyPath) == ["swatch", "label"])
    let frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    let plain = UIView(frame: frame)
    plain.backgroundColor = .orange
    let swatchPicture = Lifecycle.render(PlainSwatch(frame: frame), scale: 1)
    #expect(swatchPicture[1, 1] == Lifecycle.render(plain, scale: 1)[1, 1])
    #expect(swatchPicture[1, 1].alpha == 255)
  }

  /// A computed inspectable is set through its setter alone, as key-value coding sets it:
  /// through a key path Swift reads it first, and this one's getter traps before a set.
  @Test func aComputedInspectableIsSetWithoutReadingItFirst() throws {
    let swatch = try Lifecycle.build(
      PlainSwatch.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 4, height: 4),
      attributes: AttributeSet("labelled", ["label": .string("Hi")]))
    #expect(swatch.label == "Hi")
    let coded = PlainSwatch(frame: .zero)
    coded.setValue("Yo", forKey: "label")
    #expect(coded.label == "Yo")
  }

  @Test func inspectablesCarryTheirKindsAndOrder() throws {
    let dial = try #require(ComponentRegistry.registration(for: RatingDial.self))
    let kinds = dial.inspectables.map { "\($0.keyPath):\($0.kind.rawValue)" }
    #expect(
      kinds == [
        "rating:number", "stars:number", "filledColor:color", "title:string",
        "style:enumeration", "font:font", "showsLabels:boolean",
      ])
    let needle = try #require(ComponentRegistry.registration(for: Gauges.Needle.self))
    #expect(needle.inspectables.map(\.keyPath) == ["angle", "linuxOnly"])
  }

  @Test func theRegistryBuildsByInitFrameAndSetsAttributes() throws {
    let view = try Lifecycle.build(
      RatingDial.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 80, height: 20),
      attributes: ["stars": .integer(3), "showsLabels": .boolean(false), "title": .string("A")])
    #expect(view.initializedBy == "frame")
    #expect(view.frame.size == CGSize(width: 80, height: 20))
    #expect(view.stars == 3)
    #expect(view.isHidden)
    #expect(view.title == "A")
    let needle = try Lifecycle.build(
      Gauges.Needle.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      attributes: ["angle": .real(1.5)])
    #expect(needle.angle == 1.5)
  }

  @Test func aTableCellIsBuiltByTheInitFrameItInherits() throws {
    let cell = try Lifecycle.build(
      ScoreCell.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 200, height: 44),
      attributes: ["score": .integer(7)])
    #expect(cell.madeByStyle)
    #expect(cell.cellStyle == .default)
    #expect(cell.frame.size == CGSize(width: 200, height: 44))
    #expect(cell.textLabel?.text == "7")
  }

  @Test func sourceFactsSayWhatEachMethodDoes() throws {
    let facts = try #require(ComponentRegistry.registration(for: RatingDial.self)?.source)
    #expect(facts.file == "RatingDial.swift")
    #expect(
      facts.methods.map(\.name) == [
        "rating.didSet", "init(frame:)", "init(coder:)", "describe()", "showsLabels.set",
      ])
    #expect(facts.method("rating.didSet")?.invalidations == ["setNeedsDisplay()"])
    let title = try #require(facts.method("describe()")?.assignments.first)
    #expect(title.property == "title")
    #expect(title.reads == ["rating", "stars"])
    #expect(title.text == #"title = "\(rating) of \(stars)""#)
    let labels = try #require(facts.method("showsLabels.set"))
    #expect(labels.file == "RatingDial+Labels.swift")
    #expect(labels.assignments.map(\.property) == ["isHidden"])
  }
}
