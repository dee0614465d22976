/// What one source file declares that its target's registrations need.
struct FileScan: Sendable {
  /// An `import` at file scope, as written without attributes, and the `#if` it sits under.
  struct Import: Hashable, Sendable {
    let line: String
    let condition: BuildCondition
  }

  var classes: [ClassDeclaration] = []
  var extensions: [ClassExtension] = []
  /// The qualified names of the structs, enums and actors declared here: not classes.
  var otherTypes: [String] = []
  var imports: [Import] = []
  /// The methods and initializers its classes and extensions declare, as references spell
  /// them (`setup()`, `init(frame:)`).
  var declaredMethods: [String] = []
  /// Where the file declares a type named `DesignableRegistrations` itself.
  var ownLists: [SourcePoint] = []
  var diagnostics: [Diagnostic] = []
}
