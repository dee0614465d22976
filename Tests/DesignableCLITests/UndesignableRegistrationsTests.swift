import Components
import DesignableChecks
import Foundation
import Testing

@testable import DesignableCLI

/// A project whose plugin registered only classes with `@IBInspectable` attributes and no
/// `@IBDesignable` gets told why `check` has nothing to build, not how to register.
@Suite("Registrations without an @IBDesignable class", .serialized)
struct UndesignableRegistrationsTests {
  @Test func theHelpNamesTheUndesignableClassesAndWhatToChange() {
    let saved = Designable.undesignable
    defer { Designable.undesignable = saved }
    Designable.undesignable = ["RadialMenu", "BadgeButton"]
    let help = Designable.registrationHelp(command: "check")
    #expect(help.hasPrefix("No registered class is @IBDesignable, so `check` has nothing"))
    #expect(help.contains("with @IBInspectable attributes only: BadgeButton, RadialMenu)"))
    #expect(help.contains("Mark a class @IBDesignable, with an `init(frame:)`, to check it."))
    #expect(!help.contains("No components are registered"))
  }

  @Test func withNoRegistrationsTheHelpSaysHowToRegister() {
    let saved = Designable.undesignable
    defer { Designable.undesignable = saved }
    Designable.undesignable = []
    #expect(
      Designable.registrationHelp(command: "demo")
        .hasPrefix("No components are registered, so `demo` has nothing to build."))
  }

  @Test func namingAnUndesignableClassSaysWhyItIsNotChecked() throws {
    let (savedUndesignable, savedComponents) = (Designable.undesignable, Designable.components)
    defer {
      (Designable.undesignable, Designable.components) = (savedUndesignable, savedComponents)
    }
    Designable.undesignable = ["GaugeView"]
    Designable.components = [CheckTarget(View.self, sizes: [CGSize(width: 10, height: 10)])]
    // Parsing validates the arguments.
    let error = #expect(throws: (any Error).self) { try CheckCommand.parse(["GaugeView"]) }
    let message = CheckCommand.message(for: try #require(error))
    #expect(message.contains("GaugeView is not @IBDesignable"), "\(message)")
    #expect(!message.contains("Unknown component"))
  }
}
