import Testing
import WayfinderConfig

@Suite struct SourceMarkTests {
    @Test func description_isCompilerStylePrefix() {
        #expect(SourceMark(source: "Configs/shop.yaml", line: 3, column: 7).description == "Configs/shop.yaml:3:7")
    }
}
