import Components
import DesignableExamples
import DesignableTesting
import Foundation
import IBDocument
import Testing

@testable import DesignableCLI

/// A class with the name of an example's, declared in this module.
final class PieChartView: View {}

/// A class a document names by its `@objc(LegacyRing)` name.
final class RingView: View {}

@Suite("Which registered class a document instance means")
struct ComponentMatchTests {
  private func instance(customModule: String?) -> IBObject {
    IBObject(
      elementKind: "view", id: "pie-1", customClass: "PieChartView", customModule: customModule,
      userLabel: nil, frame: CGRect(x: 0, y: 0, width: 40, height: 40), parentID: nil,
      standard: StandardProperties(), runtimeAttributes: [], line: 7)
  }

  private let candidates = [
    CheckTarget(DesignableExamples.PieChartView.self, sizes: []),
    CheckTarget(DesignableCLITests.PieChartView.self, sizes: []),
  ]

  @Test func theDocumentsModuleChoosesBetweenTwoClassesOfOneName() {
    guard
      case .one(let target) = CheckCommand.match(
        instance(customModule: "DesignableExamples"), among: candidates)
    else {
      Issue.record("the module did not choose")
      return
    }
    #expect(target.type == DesignableExamples.PieChartView.self)
  }

  @Test func withoutAModuleTwoClassesOfOneNameAreAmbiguous() {
    for module in [nil, "App"] {
      guard
        case .ambiguous(let modules) = CheckCommand.match(
          instance(customModule: module), among: candidates)
      else {
        Issue.record("two classes of one name were not reported")
        continue
      }
      #expect(modules == ["DesignableCLITests", "DesignableExamples"])
    }
  }

  @Test func oneClassOfTheNameIsChosenWhateverTheModule() {
    guard
      case .one(let target) = CheckCommand.match(
        instance(customModule: "App"), among: [candidates[0]])
    else {
      Issue.record("the only class of the name was not chosen")
      return
    }
    #expect(target.module == "DesignableExamples")
  }

  @Test func aTargetsDesignablesComeFromItsGeneratedList() {
    let targets = CheckTarget.designables(in: DesignableExamples.DesignableRegistrations.self)
    #expect(targets.contains { $0.type == DesignableExamples.PieChartView.self })
    #expect(targets.allSatisfy { $0.sizes == [CGSize(width: 120, height: 120)] })
  }

  @Test func aRegisteredClassThatIsNotDesignableIsSkippedSayingWhy() {
    let reason = CheckCommand.unmatchedReason("SpringView", undesignable: ["SpringView"])
    #expect(reason.contains("SpringView is not @IBDesignable"))
    #expect(reason.contains("mark the class @IBDesignable"))
    #expect(
      CheckCommand.unmatchedReason("OtherView", undesignable: ["SpringView"])
        == "not a registered component")
  }

  /// MKRingProgressView's shape: the Swift class `RingProgressView` is `@objc(MKRingProgressView)`,
  /// and its storyboard's customClass is that name.
  @Test func aDocumentMayNameAClassByItsObjectiveCName() {
    ComponentRegistry.register(
      ComponentRegistration(
        RingView.self, frame: { _ in RingView() }, objectiveCName: "LegacyRing"))
    let ring = CheckTarget(RingView.self, sizes: [])
    #expect(ring.documentClassNames == ["RingView", "LegacyRing"])
    let named = CheckCommand.byDocumentName(candidates + [ring])
    #expect(named["LegacyRing"]?.map(\.name) == ["RingView"])
    #expect(named["RingView"]?.map(\.name) == ["RingView"])
    #expect(named["PieChartView"]?.count == 2)
  }
}
