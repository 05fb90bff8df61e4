import Foundation
import Testing
import WayfinderRouting

@Suite struct PresentationStyleTests {
    @Test func jsonRoundTrip_everyForm_isLossless() throws {
        let styles: [PresentationStyle] = [
            .push, .sheet, .fullScreenCover,
            .detents([.medium, .large, .height(320), .fraction(0.25)]),
            .custom(
                transition: NamedEffect("slide", ["edge": "leading"]), animation: NamedEffect("spring"),
                fullScreen: true),
            .custom(transition: NamedEffect("fade"), animation: nil, fullScreen: false),
        ]
        for style in styles {
            let data = try JSONEncoder().encode(style)
            #expect(try JSONDecoder().decode(PresentationStyle.self, from: data) == style)
        }
    }

    @Test func validate_rejectsEachInvalidForm() {
        #expect(throws: PresentationStyleError.emptyDetents) { try PresentationStyle.detents([]).validate() }
        #expect(throws: PresentationStyleError.fractionOutOfRange(1.5)) {
            try PresentationStyle.detents([.fraction(1.5)]).validate()
        }
        #expect(throws: PresentationStyleError.nonPositiveHeight(0)) {
            try PresentationStyle.detents([.height(0)]).validate()
        }
        #expect(throws: PresentationStyleError.unnamedEffect) {
            try PresentationStyle.custom(transition: NamedEffect(""), animation: nil, fullScreen: false).validate()
        }
    }
}

@Suite struct NamedEffectDecodingTests {
    @Test func decoding_withoutParameters_givesNoParameters() throws {
        let json = Data(#"{"custom": {"transition": {"name": "slide"}, "fullScreen": true}}"#.utf8)
        #expect(
            try JSONDecoder().decode(PresentationStyle.self, from: json)
                == .custom(transition: NamedEffect("slide"), animation: nil, fullScreen: true)
        )
    }
}
