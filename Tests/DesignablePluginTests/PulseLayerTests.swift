import DesignableUIKit
import Testing

@Test func aQuartzCoreImportCompilesBesideTheSwitch() {
  let pulse = PulseLayer()
  pulse.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
  #expect(pulse.cornerRadius == 6)
}
