import Components
import DesignableTesting
import Foundation
import Testing

/// A chip with a font, an alignment and a caption label marked inspectable, which Interface
/// Builder's inspector shows none of.
private final class StyledChip: View, FrameConstructible {
  enum Edge: Int { case leading, trailing }
  var textFont: Font = .systemFont(ofSize: 12)
  var edge: Edge = .leading
  var caption = Label(frame: .zero)
  override class var inspectables: [Inspectable] {
    [
      .ib("textFont", \StyledChip.textFont), .ib("edge", \StyledChip.edge),
      .ib("caption", \StyledChip.caption),
    ]
  }
}

@Suite("Divergence checker: attributes Interface Builder cannot edit")
struct CheckerUneditableKindTests {
  @Test func eachKindGetsItsOwnFix() throws {
    let report = DivergenceChecker.check(
      StyledChip.self, size: CGSize(width: 30, height: 20), scale: 1)
    let found = report.findings.filter { $0.kind == .uneditableAttributeKind }
    let font = try #require(found.first { $0.attributes == ["textFont"] })
    #expect(font.explanation.contains("of kind font"))
    #expect(font.fix.hasPrefix("Expose the font's name (a string) and size (a number)"))
    let edge = try #require(found.first { $0.attributes == ["edge"] })
    #expect(edge.fix.hasPrefix("Expose the enumeration's raw value as a number"))
    // A label is no enumeration: the fix lists what the inspector can show.
    let caption = try #require(found.first { $0.attributes == ["caption"] })
    #expect(caption.fix.hasPrefix("Interface Builder inspects only Booleans, numbers, strings"))
  }
}
