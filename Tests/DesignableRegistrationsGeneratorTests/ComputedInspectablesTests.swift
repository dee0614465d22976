import DesignableRegistrationsGenerator
import Testing

/// A computed inspectable is registered with its setter, so that setting it does not read
/// it first (as assigning through a key path does); a stored one, with or without
/// observers, goes through its key path.
struct ComputedInspectablesTests {
  @Test func computedInspectablesAreSetThroughTheirSetter() {
    let generated = generate([
      "Field.swift": """
      @IBDesignable class Field: UIView {
        private var storedMask: String!
        @IBInspectable var mask: String {
          get { storedMask }
          set { storedMask = newValue }
        }
        @IBInspectable var `default`: Int { get { 0 } set {} }
        @IBInspectable var inset: CGFloat = 2 { didSet { setNeedsLayout() } }
        @IBInspectable var plain: Bool = false
      }
      """
    ])
    #expect(
      generated.text.contains(
        #".ib("mask", \Field.mask).setting(\Field.mask) { $0.mask = $1 },"#))
    #expect(
      generated.text.contains(
        #".ib("default", \Field.`default`).setting(\Field.`default`) { $0.`default` = $1 },"#))
    #expect(generated.text.contains(#".ib("inset", \Field.inset),"#))
    #expect(generated.text.contains(#".ib("plain", \Field.plain),"#))
  }
}
