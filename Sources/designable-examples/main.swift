import DesignableCLI
import DesignableExamples
import DesignableTesting

// The examples' `designable`: every command, with the example components registered.
ExampleImages.register()
Designable.main(
  components: ExampleCatalog.all.map { example in
    CheckTarget(
      example.type, sizes: example.sizes, attributeSets: example.attributeSets,
      standard: example.standard,
      expectedFindings: example.flaw.flatMap(FindingKind.init(rawValue:)).map { [$0] } ?? [])
  })
