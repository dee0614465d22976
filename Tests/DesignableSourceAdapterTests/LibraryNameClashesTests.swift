import Testing

@testable import DesignableSourceAdapter

extension SourceAdapterTests {
  /// A component's own `isInterfaceBuilder` takes another name in every file of the target,
  /// its declaration, reads, key paths and assignments; strings keep it.
  @Test func aComponentsOwnInterfaceBuilderFlagIsRenamedEverywhere() {
    let adapted = adapt([
      "Badge.swift": """
      class Badge: UIView {
        var isInterfaceBuilder = false
        override func prepareForInterfaceBuilder() { self.isInterfaceBuilder = true }
      }
      """,
      "Use.swift": """
      extension Badge {
        var placeholder: Bool { isInterfaceBuilder && "isInterfaceBuilder".isEmpty == false }
        var path: KeyPath<Badge, Bool> { \\.isInterfaceBuilder }
      }
      """,
    ])
    let badge = body(adapted["Badge.swift"]!)
    #expect(badge[1] == "  var isInterfaceBuilder_ = false")
    #expect(badge[2].hasSuffix("{ self.isInterfaceBuilder_ = true }"))
    let use = body(adapted["Use.swift"]!)
    #expect(
      use[1]
        == "  var placeholder: Bool { isInterfaceBuilder_ && \"isInterfaceBuilder\".isEmpty == false }"
    )
    #expect(use[2] == "  var path: KeyPath<Badge, Bool> { \\.isInterfaceBuilder_ }")
  }

  /// A target that only reads the library's flag, or overrides it, keeps the name.
  @Test func theLibrarysInterfaceBuilderFlagKeepsItsName() {
    let reads = """
      class Dial: UIView {
        func draw() { if isInterfaceBuilder { alpha = 0.5 } }
      }
      """
    #expect(body(adapt(reads))[1] == "  func draw() { if isInterfaceBuilder { alpha = 0.5 } }")
    let overrides = """
      class Dial: UIView {
        override var isInterfaceBuilder: Bool { true }
      }
      """
    #expect(body(adapt(overrides))[1] == "  override var isInterfaceBuilder: Bool { true }")
  }
}
