/// One class's entry in the generated file.
struct Registration: Sendable {
  /// The class's name as other files write it (`Outer.Inner`).
  let typeName: String
  /// Where the class is declared, or its first extension when it is declared elsewhere.
  let location: SourcePoint
  let condition: BuildCondition
  var isDesignable: Bool
  /// Whether `typeName(frame:)` can be called from the generated file.
  let hasFrameInitializer: Bool
  /// In source order: the class body's first, then its extensions' by file and line.
  var inspectables: [InspectableProperty]
  /// Its `@IBInspectable` properties that other files cannot set, in the same order.
  var hiddenInspectables: [HiddenInspectable] = []
  /// The name `@objc(Name)` gives the class, which documents use for it.
  var objectiveCName: String? = nil
  /// What its methods do: the class body's first, then its extensions' by file and line.
  var methods: [MethodFacts] = []
  /// The names of the stored properties without observers that the class declares.
  var storedProperties: Set<String> = []
  /// Its declarations in clauses on `TARGET_INTERFACE_BUILDER`, by clause.
  var flagged: [FlaggedDeclarations] = []
  /// Whether it may not be a view: its superclass comes from another module the generator
  /// cannot read (a library's cell class), so the registration holds only when it is one.
  var mayNotBeView = false
}
