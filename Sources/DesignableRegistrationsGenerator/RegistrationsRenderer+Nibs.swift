extension RegistrationsRenderer {
  /// `public static var outlets: [NibOutlet]`, each outlet under the `#if` it sits in; no
  /// lines when there are no outlets (the protocol's default, an empty list, applies).
  static func outlets(_ outlets: [InspectableProperty.Outlet]) -> [String] {
    guard !outlets.isEmpty else { return [] }
    let items = outlets.map { outlet in
      (
        outlet.property.condition,
        ".outlet(\"\(outlet.property.key)\", \\\(outlet.typeName).\(outlet.property.name))"
      )
    }
    return staticList("outlets", of: "NibOutlet", items)
  }

  /// `public static var nibs: [String: String]`, each document as a raw string literal whose
  /// delimiter has one `#` more than the longest run of `#` in its text, so nothing in it
  /// ends the literal or escapes; no lines when the target has no `.xib`.
  static func nibs(_ nibs: [(name: String, text: String)]) -> [String] {
    guard !nibs.isEmpty else { return [] }
    var lines = ["", "  public static var nibs: [String: String] {", "    ["]
    for nib in nibs {
      var longest = 0
      var run = 0
      for character in nib.text.unicodeScalars {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
      }
      let hashes = String(repeating: "#", count: longest + 1)
      let name = nib.name.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      lines.append("      \"\(name)\": \(hashes)\"\"\"")
      var text = nib.text.replacingOccurrences(of: "\r\n", with: "\n")
      if text.hasSuffix("\n") { text.removeLast() }
      lines.append(text)
      lines.append("\"\"\"\(hashes),")
    }
    return lines + ["    ]", "  }"]
  }
}
