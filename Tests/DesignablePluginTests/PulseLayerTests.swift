import DesignableUIKit
import Testing

@Test func aQuartzCoreImportCompilesBesideTheSwitch() {
  let pulse = PulseLayer()
  pulse.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
  #expect(pulse.cornerRadius == 6)
}

@Test func aViewIsBackedByTheLayerClassItNamesThroughTheGeneratedList() throws {
  #expect(
    DesignableRegistrations.layers.map { String(reflecting: $0.type) } == [
      "DesignablePluginTests.MeterLayer"
    ])
  let view = BackedMeter(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
  let meter = try #require(view.layer as? MeterLayer)
  #expect(meter.segments == 4 && meter.fillColor == UIColor.green.cgColor)
  #expect(MeterLayer(segments: 6).segments == 6)
}
