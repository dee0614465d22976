import DesignableCLI
import DesignableChecks
import DesignableExamples

// The examples' `designable`: every command, with the example components registered.
ExampleImages.register()
Designable.main(
  components: (ExampleCatalog.all + ExampleCatalog.trapping).map { example in
    var target = CheckTarget(
      example.type, sizes: example.sizes, attributeSets: example.attributeSets,
      standard: example.standard,
      expectedFindings: example.flaw.flatMap(FindingKind.init(rawValue:)).map { [$0] } ?? [])
    target.isolatedOnly = example.traps
    return target
  }, demoGroup: "ExampleSnapshotTests")
