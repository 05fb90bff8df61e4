import Foundation
import WayfinderConfig

/// A configuration with one property of each shape the error tests need.
struct Settings: Decodable {
    enum Style: String, Decodable, CaseIterable {
        case push, sheet, fullScreenCover
    }

    enum Priority: Int, Decodable {
        case low = 1
        case high = 2
    }

    enum Transition: Decodable {
        case none
        case fade(duration: Double)
    }

    struct Child: Decodable {
        var title: String
        var subtitle: String?
    }

    /// Decoded from a two-item sequence.
    struct Pair: Decodable {
        var first: Int
        var second: Int

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Int.self)
            second = try container.decode(Int.self)
        }
    }

    /// Validates its value after decoding it.
    struct Port: Decodable {
        var value: Int

        enum CodingKeys: String, CodingKey { case value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .value)
            if value < 1 {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container, debugDescription: "a port must be positive, found \(value)")
            }
        }
    }

    var name: String?
    var count: Int?
    var small: UInt8?
    var enabled: Bool?
    var items: [String]?
    var child: Child?
    var style: Style?
    var priority: Priority?
    var transition: Transition?
    var ratio: Float?
    var link: URL?
    var labels: [String: Int]?
    var pair: Pair?
    var port: Port?
}

/// A configuration whose one property is required.
struct Required: Decodable {
    var title: String
}
