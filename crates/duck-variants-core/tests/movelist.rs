//! `MoveList`: a fixed-capacity list on the stack.

use duck_variants_core::{MAX_MOVES, MoveList};

#[test]
fn push_deref_and_iterate() {
    let mut list = MoveList::<u16>::new();
    assert!(list.is_empty());
    assert_eq!(list.len(), 0);
    for i in 0..5 {
        list.push(i * 10);
    }
    assert_eq!(list.len(), 5);
    assert_eq!(&list[..], &[0, 10, 20, 30, 40]);
    assert_eq!(list[2], 20);
    assert_eq!(list.first(), Some(&0));
    assert!(list.contains(&30));
    assert!(!list.contains(&35));
    let mut seen = Vec::new();
    for &m in &list {
        seen.push(m);
    }
    assert_eq!(seen, [0, 10, 20, 30, 40]);
    assert_eq!(list.iter().sum::<u16>(), 100);
    assert_eq!(format!("{list:?}"), "[0, 10, 20, 30, 40]");
    let copy = list.clone();
    assert_eq!(&copy[..], &list[..]);
}

#[test]
fn retain_keeps_order_and_clear_empties() {
    let mut list = MoveList::<u16>::default();
    for i in 0..20 {
        list.push(i);
    }
    list.retain(|&m| m % 3 == 0);
    assert_eq!(&list[..], &[0, 3, 6, 9, 12, 15, 18]);
    list.retain(|_| true);
    assert_eq!(list.len(), 7);
    list.retain(|&m| m > 100);
    assert!(list.is_empty());
    list.push(7);
    assert_eq!(&list[..], &[7]);
    list.clear();
    assert!(list.is_empty());
    assert_eq!(format!("{list:?}"), "[]");
    // Cleared slots are not visible after new pushes.
    list.push(1);
    assert_eq!(&list[..], &[1]);
}

#[test]
fn as_mut_slice_edits_in_place() {
    let mut list = MoveList::<u16>::new();
    for i in [5, 1, 4, 2, 3] {
        list.push(i);
    }
    list.as_mut_slice().sort_unstable();
    assert_eq!(&list[..], &[1, 2, 3, 4, 5]);
    list.as_mut_slice()[0] = 9;
    assert_eq!(list[0], 9);
    assert_eq!(list.as_mut_slice().len(), 5);
}

#[test]
fn holds_exactly_max_moves() {
    let mut list = MoveList::<u32>::new();
    for i in 0..MAX_MOVES as u32 {
        list.push(i);
    }
    assert_eq!(list.len(), MAX_MOVES);
    assert_eq!(list.last(), Some(&(MAX_MOVES as u32 - 1)));
}

#[test]
#[should_panic]
fn pushing_past_capacity_panics() {
    let mut list = MoveList::<u8>::new();
    for _ in 0..=MAX_MOVES {
        list.push(0);
    }
}
