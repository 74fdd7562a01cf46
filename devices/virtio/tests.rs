//! virtio unit tests.
