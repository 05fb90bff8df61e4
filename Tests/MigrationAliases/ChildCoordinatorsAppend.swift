// The UIKit seed appends a child to `childCoordinators` before starting it. Wayfinder keeps that
// list itself, so this must not compile, and the error must say what to write instead:
// `Scripts/check-migration-aliases.sh` checks both. It is not part of any target.

import WayfinderCoordinators
import WayfinderRouting

final class HomeCoordinator: BaseCoordinator {
    func showDetail() async throws {
        let detailCoordinator = BaseCoordinator(name: "Detail")
        detailCoordinator.parentCoordinator = self
        childCoordinators.append(detailCoordinator)
        try await detailCoordinator.start()
    }
}
