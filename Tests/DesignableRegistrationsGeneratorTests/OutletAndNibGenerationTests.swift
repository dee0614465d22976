import DesignableRegistrationsGenerator
import Testing

/// `@IBOutlet` properties become setters by key path, and `.xib` documents are embedded by
/// name, for the nib loader.
struct OutletAndNibGenerationTests {
  @Test func outletsAreListedAlsoWhenTheirAttributeSitsInAnIf() {
    let generated = generate([
      "Card.swift": """
      class Card: UIView {
        #if canImport(ObjectiveC)
          @IBOutlet
        #endif
        var contentView: UIView!
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet private var hidden: UIView!
        var plain: UIView?
      }
      """
    ])
    #expect(generated.text.contains(".outlet(\"contentView\", \\Card.contentView),"))
    #expect(generated.text.contains(".outlet(\"titleLabel\", \\Card.titleLabel),"))
    #expect(!generated.text.contains("hidden\""))
    #expect(!generated.text.contains("plain"))
    // Outlets alone do not make a class a component.
    #expect(generated.body == "    [\n    ]")
    #expect(
      generated.lines == [
        "Card.swift:7:25: warning: @IBOutlet 'hidden' cannot be connected when a nib is "
          + "loaded: it is private, so other files cannot reach it; make it internal"
      ])
  }

  @Test func nibsAreEmbeddedAsRawStringsThatNothingInThemCanEnd() {
    let xml = "<document>\"\"\"# ## \\(x)</document>\n"
    let generated = RegistrationsGenerator.generate(
      [], nibs: [NibSource(path: "/src/Views/Card.xib", text: xml)])
    #expect(
      generated.text.contains(
        "\"Card\": ###\"\"\"\n<document>\"\"\"# ## \\(x)</document>\n\"\"\"###,"))
  }

  @Test func aSecondNibOfTheSameNameIsLeftOutWithAWarning() {
    let generated = RegistrationsGenerator.generate(
      [],
      nibs: [
        NibSource(path: "/src/B/Card.xib", text: "<b/>"),
        NibSource(path: "/src/A/Card.xib", text: "<a/>"),
      ])
    #expect(generated.text.contains("<a/>"))
    #expect(!generated.text.contains("<b/>"))
    #expect(
      generated.lines == [
        "B/Card.xib:1:1: warning: another nib named 'Card' (/src/A/Card.xib) is embedded "
          + "instead of this one; rename one of them"
      ])
  }
}
