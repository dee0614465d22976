import Components
import Foundation
import Testing

@Suite("Runtime attributes that name a control's standard properties")
struct StandardRuntimeAttributeTests {
  final class Toggle: Control {}

  @Test func selectedEnabledAndHighlightedAreSetByKey() throws {
    let toggle = Toggle(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    try toggle.setValue(.boolean(true), forKeyPath: "selected")
    try toggle.setValue(.boolean(false), forKeyPath: "enabled")
    try toggle.setValue(.integer(1), forKeyPath: "highlighted")
    #expect(toggle.isSelected)
    #expect(!toggle.isEnabled)
    #expect(toggle.isHighlighted)
  }

  @Test func aValueOfAnotherKindIsStillRefused() {
    let toggle = Toggle(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(throws: AttributeError.self) {
      try toggle.setValue(.string("yes"), forKeyPath: "selected")
    }
    #expect(throws: AttributeError.self) {
      try toggle.setValue(.boolean(true), forKeyPath: "isSelected")
    }
  }
}
