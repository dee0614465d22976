import DesignableRegistrationsGenerator

/// Runs the generator over in-memory files named `/src/<name>`.
func generate(_ files: [String: String]) -> GeneratedRegistrations {
  RegistrationsGenerator.generate(
    files.map { SwiftSource(path: "/src/\($0.key)", text: $0.value) })
}

extension GeneratedRegistrations {
  /// The diagnostics as the compiler prints them, without the `/src/` prefix.
  var lines: [String] {
    diagnostics.map { String($0.description.dropFirst("/src/".count)) }
  }

  /// The generated text between the `registrations` braces, without the file's frame.
  var body: String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.contains("static var registrations") })
    else { return "" }
    let end = lines[(start + 1)...].firstIndex(of: "  }") ?? lines.count
    return lines[(start + 1)..<end].joined(separator: "\n")
  }
}
