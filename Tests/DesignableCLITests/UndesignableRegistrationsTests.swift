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
}
