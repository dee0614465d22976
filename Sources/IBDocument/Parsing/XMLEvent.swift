/// One thing ``XMLReader`` found, in document order.
enum XMLEvent {
  /// A start tag. `line` is the line of the tag's closing `>`. An empty-element tag (`<a/>`)
  /// is followed at once by its ``end(name:)``.
  case start(name: String, attributes: XMLAttributes, line: Int)
  /// An end tag, or the end of an empty-element tag.
  case end(name: String)
  /// Character data inside the root element (text and CDATA sections, references replaced,
  /// line ends normalized to line feeds), only while ``XMLReader/decodesText`` is set.
  case text(String)
  /// A document type declaration without entity declarations, which is skipped.
  case documentType(line: Int)
}
